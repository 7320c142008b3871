// What a first visit really costs: every JS, CSS and font file the browser asks for, with an empty
// cache, until the page's first field can be typed in — for a guest at /, the login dialog's phone field
// (SPEC.md §6); for an operator at /backoffice/, the sign-in form's user name. Bytes on the wire: the
// encoded (compressed) body plus the response headers. Used by `npm run size` and by the e2e budget
// tests, so both measure the same thing.

/** Budgets in KiB on the wire (issue 11): the target, and the hard limit the e2e test enforces. */
export const FIRST_LOAD_TARGET_KB = 110;
export const FIRST_LOAD_LIMIT_KB = 130;
export const FONT_LIMIT_KB = 40;
/** The back office (issue 12): desktop, not phones, but lean; one limit for JS + CSS, fonts apart. */
export const BACKOFFICE_LIMIT_KB = 200;

/** The kind of a file by its name: only code, styles and fonts are counted. */
const KIND_BY_EXTENSION = { js: 'js', mjs: 'js', css: 'css', woff2: 'font', woff: 'font' };

/**
 * Runs in the page before its own scripts: notes the moment (performance.now()) an input labelled
 * `label` is first in the document, so files can be told apart by whether they were asked for before it.
 * (`__phoneFieldAt` names the member site's case; any field label works.)
 */
/* global document, window, MutationObserver -- this function runs in the page */
function notePhoneField(label) {
  const present = () =>
    [...document.querySelectorAll('input')].some((input) =>
      [...(input.labels ?? [])].some((element) => element.textContent?.trim() === label),
    );
  const observer = new MutationObserver(() => {
    if (window.__phoneFieldAt === undefined && present()) {
      window.__phoneFieldAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {{ phoneLabel: string, path?: string, viewport?: { width: number, height: number } }} options
 *   the label of the field that makes the page usable (LABELS.tel for the member site's login dialog),
 *   the page (`/` by default) and the screen (a phone's by default)
 */
export async function measureFirstLoad(
  browser,
  baseURL,
  { phoneLabel, path: pagePath = '/', viewport = { width: 375, height: 812 } },
) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(notePhoneField, phoneLabel);
  try {
    await page.goto(`${baseURL}${pagePath}`);
    const phone = page.getByLabel(phoneLabel, { exact: true });
    await phone.waitFor({ state: 'visible', timeout: 30_000 });
    if (!(await phone.isEditable())) throw new Error('the phone field is shown but cannot be typed in');
    // Every file asked for so far has finished once the network is idle (resource timing lists a file
    // when it has finished).
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() => ({
      fieldAt: window.__phoneFieldAt,
      files: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime, bytes: entry.transferSize })),
    }));
    if (typeof entries.fieldAt !== 'number') throw new Error('the phone field was never seen in the document');
    // What the page asked for before the field existed is what the field waited for (or competed with);
    // what it asked for later (prefetches, the landing's showcase) is not counted. transferSize is the
    // encoded body plus the response headers, 0 for a file served from a cache (there is none here).
    const files = entries.files
      .filter((file) => file.startTime <= entries.fieldAt)
      .map((file) => {
        const path = new URL(file.url).pathname;
        return { kind: KIND_BY_EXTENSION[path.split('.').pop() ?? ''], path, bytes: file.bytes };
      })
      .filter((file) => file.kind !== undefined);
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
