// Bundle size of the web app: what a first visit to / downloads (gzip level 9), and every lazy chunk.
// First load = the entry chunk, its static imports (transitively) and their CSS, read from Vite's manifest.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_LIMIT_KB = 130;

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** @param {string} distDir the web app's build output (holding `.vite/manifest.json`) */
export function measureBundle(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${distDir}/.vite/manifest.json`);

  const firstLoadKeys = new Set();
  const visit = (key) => {
    if (firstLoadKeys.has(key) || !manifest[key]) return;
    firstLoadKeys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);

  const firstLoadJs = new Set();
  const firstLoadCss = new Set();
  for (const key of firstLoadKeys) {
    firstLoadJs.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) firstLoadCss.add(css);
  }

  const chunks = [];
  const seen = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (seen.has(file) || !/\.(js|css)$/.test(file)) continue;
      seen.add(file);
      const firstLoad = firstLoadJs.has(file) || firstLoadCss.has(file);
      chunks.push({ file, name: key, gzip: gzipBytes(join(distDir, file)), firstLoad });
    }
  }
  chunks.sort((a, b) => b.gzip - a.gzip);

  const sum = (files) =>
    chunks.filter((chunk) => files.has(chunk.file)).reduce((total, chunk) => total + chunk.gzip, 0);
  const firstLoadJsGzip = sum(firstLoadJs);
  const firstLoadCssGzip = sum(firstLoadCss);
  const lazy = chunks.filter((chunk) => !chunk.firstLoad && chunk.file.endsWith('.js'));
  const largest = lazy[0] ?? chunks[0];
  return {
    firstLoadJsGzip,
    firstLoadCssGzip,
    firstLoadTotalGzip: firstLoadJsGzip + firstLoadCssGzip,
    largestChunk: { file: largest.file, gzip: largest.gzip },
    chunks,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(8);

function main() {
  const distDir = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
  const result = measureBundle(distDir);
  console.log('chunk                                         gzip KB  first load');
  for (const chunk of result.chunks) {
    console.log(`${chunk.file.padEnd(44)} ${kb(chunk.gzip)}  ${chunk.firstLoad ? 'yes' : ''}`);
  }
  console.log('');
  console.log(`first load JS   ${kb(result.firstLoadJsGzip)} KB`);
  console.log(`first load CSS  ${kb(result.firstLoadCssGzip)} KB`);
  console.log(`first load      ${kb(result.firstLoadTotalGzip)} KB (limit ${FIRST_LOAD_LIMIT_KB} KB)`);
  console.log(`largest lazy    ${kb(result.largestChunk.gzip)} KB ${result.largestChunk.file}`);
  if (result.firstLoadTotalGzip > FIRST_LOAD_LIMIT_KB * 1024) {
    console.error(`first load is over ${FIRST_LOAD_LIMIT_KB} KB`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
