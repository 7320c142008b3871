// What a guest's first visit to / really costs: every JS, CSS and font file the browser fetches, with
// an empty cache, until the login dialog's phone field (shown to a guest at /, SPEC.md §6) can be typed
// in. Bytes on the wire: the encoded (compressed) body plus the response headers. Used by
// `npm run size` and by the e2e budget test, so both measure the same thing.

/** Budgets in KiB on the wire (issue 11): the target, and the hard limit the e2e test enforces. */
export const FIRST_LOAD_TARGET_KB = 110;
export const FIRST_LOAD_LIMIT_KB = 130;
export const FONT_LIMIT_KB = 40;

const KINDS = { script: 'js', stylesheet: 'css', font: 'font' };

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {{ phoneLabel: string }} labels the login dialog's phone field label (LABELS.tel)
 */
export async function measureFirstLoad(browser, baseURL, { phoneLabel }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    const kind = KINDS[request.resourceType()];
    if (!kind) return;
    pending.push(
      request.sizes().then((sizes) => ({
        kind,
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  try {
    await page.goto(`${baseURL}/`);
    const phone = page.getByLabel(phoneLabel, { exact: true });
    await phone.waitFor({ state: 'visible', timeout: 30_000 });
    if (!(await phone.isEditable())) throw new Error('the phone field is shown but cannot be typed in');
    // What finished by now is what the field needed; later requests (prefetches) are not counted.
    const files = await Promise.all(pending.splice(0));
    const total = (kind) => files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);
    return {
      files: files.sort((a, b) => b.bytes - a.bytes),
      codeBytes: total('js') + total('css'),
      fontBytes: total('font'),
    };
  } finally {
    await context.close();
  }
}
