import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { SettingImage, SettingImageKind } from '@member/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { operatorLogin } from './helpers';

/** Screenshots the issue asks to look at (375 × 812, what the member sees first): /, /news, /contact, /profile. */
export const SHOTS_DIR = '/tmp/shots';

export async function reviewShot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, animations: 'disabled', fullPage: false });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A real PNG (the server checks images by their bytes): a left-to-right blend of two colours, so each
 * upload is a different file and a screenshot shows where it landed.
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const row = Buffer.alloc(width * 3 + 1);
  for (let x = 0; x < width; x++) {
    const t = width === 1 ? 0 : x / (width - 1);
    for (let channel = 0; channel < 3; channel++) {
      row[1 + x * 3 + channel] = Math.round((from[channel] ?? 0) * (1 - t) + (to[channel] ?? 0) * t);
    }
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Field = string | { name: string; mimeType: string; buffer: Buffer };

/** A multipart operator call (uploads): one file in `file` plus text fields; returns `data`. */
export async function operatorUpload<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, Field>,
): Promise<T> {
  const token = await operatorLogin(request);
  const response = await request.fetch(`/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    multipart: fields,
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

export function pngFile(name: string, png: Buffer) {
  return { name, mimeType: 'image/png', buffer: png };
}

/** Uploads one setting image and returns its new URL. */
export async function setSettingImage(
  request: APIRequestContext,
  kind: SettingImageKind,
  png: Buffer,
): Promise<string> {
  const answer = await operatorUpload<SettingImage>(request, 'PUT', `/setting-image/${kind}`, {
    file: pngFile(`${kind}.png`, png),
  });
  expect(answer.image).toMatch(/^\/uploads\//);
  return answer.image as string;
}

/** `DELETE /api/admin{path}` (cleanup of what a test created); a 404 is fine (already gone). */
export async function operatorDelete(request: APIRequestContext, path: string): Promise<void> {
  const token = await operatorLogin(request);
  const response = await request.fetch(`/api/admin${path}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([200, 404], `DELETE ${path} → ${response.status()} ${await response.text()}`).toContain(response.status());
}
