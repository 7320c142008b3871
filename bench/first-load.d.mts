import type { Browser } from 'playwright-core';

export const FIRST_LOAD_TARGET_KB: number;
export const FIRST_LOAD_LIMIT_KB: number;
export const FONT_LIMIT_KB: number;
export const BACKOFFICE_LIMIT_KB: number;

export interface FirstLoadFile {
  kind: 'js' | 'css' | 'font';
  path: string;
  bytes: number;
}

export function measureFirstLoad(
  browser: Browser,
  baseURL: string,
  options: { phoneLabel: string; path?: string; viewport?: { width: number; height: number } },
): Promise<{ files: FirstLoadFile[]; codeBytes: number; fontBytes: number }>;
