import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Each test's browser speaks from its own client address (the e2e server trusts X-Forwarded-For), so
 * the per-IP login limit of the server (20 attempts per 5 minutes) applies per test, as it would per
 * member, instead of to the whole suite at once. The limits themselves are tested in the server suite.
 */
function clientAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${c}`;
}

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo.testId) });
    await use(context);
  },
});
