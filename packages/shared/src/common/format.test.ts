import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatThousands, maskPhone } from './format';

describe('formatNumber and formatThousands', () => {
  const intl = (min: number, max: number) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });

  it.each([
    [1234.5, '1,234.50', '1,234.5'],
    [1.005, '1.01', '1.01'],
    [9.995, '10.00', '10'],
    [999999.995, '1,000,000.00', '1,000,000'],
    [-0.001, '-0.00', '-0'],
    [-2.675, '-2.68', '-2.68'],
    [0, '0.00', '0'],
    [1e21, '1,000,000,000,000,000,000,000.00', '1,000,000,000,000,000,000,000'],
  ])('%s → %s and %s', (value, fixed, thousands) => {
    expect(formatNumber(value)).toBe(fixed);
    expect(formatThousands(value)).toBe(thousands);
  });

  it('reads strings with separators and shows empty values as the filter does', () => {
    expect(formatNumber('1,234.5')).toBe('1,234.50');
    expect(formatNumber(null)).toBe('0.00');
    expect(formatNumber('abc')).toBe('0.00');
    expect(formatThousands('')).toBe('');
  });

  it("prints exactly what Intl.NumberFormat('en-US') prints, for any number and any decimals", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer().map((n) => n / 1000),
        ),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals, extra) => {
          expect(formatNumber(value, decimals)).toBe(intl(decimals, decimals).format(value));
          expect(formatThousands(value, decimals + extra)).toBe(intl(0, decimals + extra).format(value));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

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
