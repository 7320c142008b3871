import { describe, expect, it } from 'vitest';
import { maskPhone } from './format';

describe('maskPhone', () => {
  it.each([
    ['0812345678', '081****678'],
    ['021234567', '021***567'],
    ['0899999999', '089****999'],
    ['1234567', '123*567'],
    ['123456', '*****6'],
    ['1', '1'],
    ['', ''],
  ])('%s → %s', (tel, masked) => {
    expect(maskPhone(tel)).toBe(masked);
  });

  it('never shows the middle digits of a phone', () => {
    const masked = maskPhone('0812345678');
    expect(masked).not.toContain('2345');
    expect(masked).toHaveLength(10);
  });
});
