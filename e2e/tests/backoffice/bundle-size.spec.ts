import { BO_APP } from '@member/shared/backoffice';
import { expect, test } from '../fixtures';

// The same measurement as `npm run size`, with the back office's limit.
import { BACKOFFICE_LIMIT_KB, measureFirstLoad } from '../../../bench/first-load.mjs';

/** What the sign-in page must not wait for: validation, the screens, the table, the member site. */
const NOT_IN_FIRST_LOAD =
  /\/(zod|table|dashboard|deposits|members|promotions|description-editor|content|audit)[-.]|^\/assets\//;

test("an operator reaches a usable sign-in form within the back office's first-load limit, on the wire", async ({
  browser,
  baseURL,
}) => {
  const result = await measureFirstLoad(browser, baseURL ?? '', {
    phoneLabel: BO_APP.username,
    path: '/backoffice/',
    viewport: { width: 1280, height: 800 },
  });
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`back office first load ${kb(result.codeBytes)} KB JS+CSS, ${result.files.length} files`);

  expect(result.files.filter((file) => NOT_IN_FIRST_LOAD.test(file.path)).map((file) => file.path)).toEqual([]);
  expect(result.codeBytes).toBeGreaterThan(0);
  expect(result.codeBytes).toBeLessThanOrEqual(BACKOFFICE_LIMIT_KB * 1024);
});
