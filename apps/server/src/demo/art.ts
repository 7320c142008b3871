import { readFile } from 'node:fs/promises';
import { serverSourcePath } from '../lib/server-dir';
import type { FileStorage } from '../lib/storage';
import { detectImage } from '../lib/uploads';

/**
 * The demo's art (decision 0027): JPEG files rendered from the SVGs beside them in src/demo/art/ by
 * `node scripts/render-demo-art.mjs`, drawn for this project.
 */
export const DEMO_ART = [
  'banner-welcome',
  'banner-minigame',
  'banner-affiliate',
  'news-wallet',
  'news-promptpay',
  'news-return-loss',
  'news-security',
  'promo-first-deposit',
  'promo-daily',
  'promo-return-loss',
] as const;
export type DemoArt = (typeof DEMO_ART)[number];

/**
 * Stores one piece of art the way an operator's upload is stored (the same magic-byte check, the same
 * content-addressed storage), so the site serves it from /uploads like any other image; answers its key.
 */
export async function storeDemoArt(storage: FileStorage, name: DemoArt): Promise<string> {
  const buffer = await readFile(serverSourcePath('demo', 'art', `${name}.jpg`));
  const image = detectImage(buffer);
  if (!image) throw new Error(`demo art ${name}.jpg is not a PNG or JPEG file`);
  const stored = await storage.put(buffer, image);
  return stored.key;
}
