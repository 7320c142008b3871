import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch';

describe('shouldPrefetch', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%o → %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});
