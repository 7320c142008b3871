import { LABELS } from '@member/shared';
import { expect, test } from './fixtures';

// The same measurement as `npm run size`, with the hard limit.
import { FIRST_LOAD_LIMIT_KB, FONT_LIMIT_KB, measureFirstLoad } from '../../bench/first-load.mjs';

/** Chunks a guest's first screen must not wait for: validation, member pages, the register wizard. */
const NOT_IN_FIRST_LOAD =
  /\/(zod|forms|radix-select|radix-dialog|register-dialog|member-layout|member-home-route|wallet|promotion|profile)[-.]/;

test('a guest reaches a usable login dialog within the first-load budget, on the wire', async ({
  browser,
  baseURL,
}) => {
  const result = await measureFirstLoad(browser, baseURL ?? '', { phoneLabel: LABELS.tel });
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `first load ${kb(result.codeBytes)} KB JS+CSS, ${kb(result.fontBytes)} KB fonts, ${result.files.length} files`,
  );

  expect(result.files.filter((file) => NOT_IN_FIRST_LOAD.test(file.path)).map((file) => file.path)).toEqual([]);
  expect(result.codeBytes).toBeGreaterThan(0);
  expect(result.codeBytes).toBeLessThanOrEqual(FIRST_LOAD_LIMIT_KB * 1024);
  expect(result.fontBytes).toBeLessThanOrEqual(FONT_LIMIT_KB * 1024);
});
