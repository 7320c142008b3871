#!/usr/bin/env node
// `npm run size`: what a guest's first visit to / fetches before the login dialog's phone field is
// usable, and what an operator's first visit to /backoffice/ fetches before the sign-in form's user
// name is, measured in headless Chromium with an empty cache (bench/first-load.mjs), against the built
// apps on a fresh server (BENCH_BASE_URL measures a running one). Build first: `npm run build`.
import { LABELS } from '@member/shared';
import { BO_APP } from '@member/shared/backoffice';
import { chromium } from 'playwright-core';
import { BACKOFFICE_LIMIT_KB, FIRST_LOAD_TARGET_KB, FONT_LIMIT_KB, measureFirstLoad } from './first-load.mjs';
import { CHROMIUM_ARGS, chromiumPath, startServer } from './lib/server.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const external = process.env.BENCH_BASE_URL;
const server = external ? null : await startServer({ port: Number(process.env.BENCH_PORT ?? 3411) });
let browser;

function report(title, result) {
  console.log(`\n${title}`);
  console.log('file                                              KB on the wire');
  for (const file of result.files) console.log(`${file.path.padEnd(50)} ${kb(file.bytes)}  ${file.kind}`);
}

try {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const base = external ?? server.base;
  const member = await measureFirstLoad(browser, base, { phoneLabel: LABELS.tel });
  report('member site: a guest at /, until the login dialog can be typed in', member);
  console.log(`JS + CSS  ${kb(member.codeBytes)} KB (target ${FIRST_LOAD_TARGET_KB} KB)`);
  console.log(`fonts     ${kb(member.fontBytes)} KB (target ${FONT_LIMIT_KB} KB)`);
  const backoffice = await measureFirstLoad(browser, base, {
    phoneLabel: BO_APP.username,
    path: '/backoffice/',
    viewport: { width: 1280, height: 800 },
  });
  report('back office: an operator at /backoffice/, until the sign-in form can be typed in', backoffice);
  console.log(`JS + CSS  ${kb(backoffice.codeBytes)} KB (limit ${BACKOFFICE_LIMIT_KB} KB)`);
  console.log(`fonts     ${kb(backoffice.fontBytes)} KB`);
  if (
    member.codeBytes > FIRST_LOAD_TARGET_KB * 1024 ||
    member.fontBytes > FONT_LIMIT_KB * 1024 ||
    backoffice.codeBytes > BACKOFFICE_LIMIT_KB * 1024
  ) {
    console.error('over budget');
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await server?.stop();
}
