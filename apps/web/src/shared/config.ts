/** Runtime configuration a host may inject before the bundle loads (per-host API base, SPEC.md §7). */
export interface AppConfig {
  apiBase?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

export function apiBase(): string {
  return window.__APP_CONFIG__?.apiBase ?? '/api';
}
