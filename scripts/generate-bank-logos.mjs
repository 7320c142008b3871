#!/usr/bin/env node
// Writes one small SVG logo per bank code of packages/shared/src/common/banks.ts into
// apps/web/src/shared/assets/banks/, which the web app bundles (apps/web/src/shared/lib/bank-logos.ts).
// Run it again whenever the bank list changes: `node scripts/generate-bank-logos.mjs`.
// Files of codes no longer in the list are removed, so the folder always matches BANKS.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/src/shared/assets/banks');

const { BANKS } = await tsImport('../packages/shared/src/common/banks.ts', import.meta.url);

const SIZE = 64;
const PADDING = 6;
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1f2937';
/** Average advance of a bold sans-serif glyph, as a fraction of the font size (caps are wider). */
const UPPER_WIDTH = 0.72;
const OTHER_WIDTH = 0.56;
const MAX_FONT_SIZE = 22;
const LINE_HEIGHT = 1.05;

/** Relative luminance of WCAG 2.x. */
function luminance(hex) {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * White, as on most bank brands, when it reaches WCAG's 3:1 for large bold text; otherwise
 * whichever of white and dark contrasts more (yellow and orange tiles get dark text).
 */
export function textColor(background) {
  const onLight = contrast(background, LIGHT_TEXT);
  if (onLight >= 3) return LIGHT_TEXT;
  return onLight >= contrast(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

function widthEm(text) {
  return [...text].reduce((sum, ch) => sum + (/[A-Z]/.test(ch) ? UPPER_WIDTH : ch === ' ' ? 0.3 : OTHER_WIDTH), 0);
}

/** Largest font size (half-pixel steps) at which every line fits the tile's inner box. */
function fitLines(lines) {
  const inner = SIZE - 2 * PADDING;
  const byWidth = inner / Math.max(...lines.map(widthEm));
  const byHeight = inner / (lines.length * LINE_HEIGHT);
  return Math.min(MAX_FONT_SIZE, Math.floor(Math.min(byWidth, byHeight) * 2) / 2);
}

/** Candidate line breaks of a name: as is, at a space, or before an inner capital (TrueMoney). */
function layouts(name) {
  const found = [[name]];
  const space = name.indexOf(' ');
  if (space > 0) found.push([name.slice(0, space), name.slice(space + 1)]);
  // Only between two capitalised words, each of two letters or more: not BofA, KBank or iBank.
  const camel = /^([A-Z][a-z]+)([A-Z][a-z]+)$/.exec(name);
  if (camel?.[1] && camel[2]) found.push([camel[1], camel[2]]);
  return found;
}

/** The layout that gives the largest type. */
export function layout(name) {
  return layouts(name)
    .map((lines) => ({ lines, size: fitLines(lines) }))
    .reduce((best, next) => (next.size > best.size ? next : best));
}

function escapeXml(text) {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch],
  );
}

export function bankLogoSvg(bank) {
  const label = escapeXml(bank.name);
  const { lines, size } = layout(bank.shortName);
  // Baselines so that the block of lines, each with a cap height of ~0.72 em, is centred.
  const step = size * LINE_HEIGHT;
  const first = SIZE / 2 + size * 0.36 - (step * (lines.length - 1)) / 2;
  const round = (n) => Math.round(n * 10) / 10;
  const text =
    lines.length === 1
      ? escapeXml(lines[0])
      : lines
          .map((line, i) => `<tspan x="${SIZE / 2}" y="${round(first + i * step)}">${escapeXml(line)}</tspan>`)
          .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="14" fill="${bank.color}"/>` +
    `<text x="${SIZE / 2}" y="${round(first)}" text-anchor="middle" font-family="Arial,Helvetica,'Liberation Sans',sans-serif" font-weight="700" font-size="${size}" fill="${textColor(bank.color)}">${text}</text>` +
    '</svg>\n'
  );
}

mkdirSync(outDir, { recursive: true });
const wanted = new Set(BANKS.map((bank) => `${bank.code}.svg`));
for (const file of readdirSync(outDir)) {
  if (!wanted.has(file)) rmSync(join(outDir, file));
}
for (const bank of BANKS) {
  writeFileSync(join(outDir, `${bank.code}.svg`), bankLogoSvg(bank));
}
console.log(`wrote ${BANKS.length} logos to ${outDir}`);
