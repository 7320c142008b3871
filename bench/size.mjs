#!/usr/bin/env node
// `npm run size`: what a guest's first visit to / fetches before the login dialog's phone field is
// usable, measured in headless Chromium with an empty cache (bench/first-load.mjs), against the built
// app on a fresh server (BENCH_BASE_URL measures a running one). Build first: `npm run build`.
import { LABELS } from '@member/shared';
import { chromium } from 'playwright-core';
import { FIRST_LOAD_TARGET_KB, FONT_LIMIT_KB, measureFirstLoad } from './first-load.mjs';
import { CHROMIUM_ARGS, chromiumPath, startServer } from './lib/server.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const external = process.env.BENCH_BASE_URL;
const server = external ? null : await startServer({ port: Number(process.env.BENCH_PORT ?? 3411) });
let browser;
try {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const result = await measureFirstLoad(browser, external ?? server.base, { phoneLabel: LABELS.tel });
  console.log('file                                              KB on the wire');
  for (const file of result.files) console.log(`${file.path.padEnd(50)} ${kb(file.bytes)}  ${file.kind}`);
  console.log('');
  console.log(`JS + CSS  ${kb(result.codeBytes)} KB (target ${FIRST_LOAD_TARGET_KB} KB)`);
  console.log(`fonts     ${kb(result.fontBytes)} KB (target ${FONT_LIMIT_KB} KB)`);
  if (result.codeBytes > FIRST_LOAD_TARGET_KB * 1024 || result.fontBytes > FONT_LIMIT_KB * 1024) {
    console.error('over budget');
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await server?.stop();
}
