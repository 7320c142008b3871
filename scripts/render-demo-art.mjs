#!/usr/bin/env node
// Rasterises the demo's art (apps/server/src/demo/art/*.svg, drawn for this project) into the JPEG files the
// content seed stores: uploads accept PNG and JPEG only (decision 0040), and a JPEG of these gradients is a
// fraction of a PNG's size. Chromium (Playwright's, already a dev dependency) draws each SVG at its own size;
// the Thai words use the Loma font (Debian/Ubuntu package fonts-thai-tlwg). Run it after editing an SVG:
// `node scripts/render-demo-art.mjs` (Chromium as the e2e suite finds it: CHROMIUM_PATH or /usr/bin/chromium).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const artDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/server/src/demo/art');
const QUALITY = 82;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const file of readdirSync(artDir)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(join(artDir, file), 'utf8');
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
    if (!width || !height) throw new Error(`${file}: the <svg> needs width and height`);
    const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    // The fonts of the Thai words are loaded before the picture is taken.
    await page.evaluate('document.fonts.ready');
    const jpeg = await page.screenshot({ type: 'jpeg', quality: QUALITY });
    await page.close();
    const out = join(artDir, file.replace(/\.svg$/, '.jpg'));
    writeFileSync(out, jpeg);
    console.log(`${file} -> ${out} (${jpeg.length} bytes)`);
  }
} finally {
  await browser.close();
}
