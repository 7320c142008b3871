/**
 * The number formats of SPEC.md §5 and §9, apart from the date formats (format.ts, which re-exports these):
 * no dayjs, so the back office's frame and the turnover texts show amounts without loading it.
 */

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** One unit more in the last place of a string of digits ("0999" → "1000", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i < 0) out.unshift('1');
  else out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

/**
 * `n` with thousands separators and `minDecimals` to `maxDecimals` decimals, rounded half away from zero
 * on its shortest decimal form: exactly what `Intl.NumberFormat('en-US')` prints (format.test.ts checks
 * the two on any number), without it. The first Intl number formatter a page makes loads its locale's
 * data: 10-20 ms here, several times that on a phone, inside the render that shows the first amount.
 */
function groupDigits(n: number, minDecimals: number, maxDecimals: number): string {
  const text = String(Math.abs(n));
  // Below 1e-6 or from 1e21 the shortest form is exponential: no amount, left to Intl.
  if (text.includes('e')) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    }).format(n);
  }
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > maxDecimals) {
    const roundUp = fraction[maxDecimals]! >= '5';
    fraction = fraction.slice(0, maxDecimals);
    if (roundUp) {
      const digits = incrementDigits(whole + fraction);
      whole = digits.slice(0, digits.length - maxDecimals);
      fraction = digits.slice(digits.length - maxDecimals);
    }
  }
  fraction = fraction.padEnd(minDecimals, '0');
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === '' ? '' : `.${fraction}`}`;
}

/** Thousands separators, keeping up to `maxDecimals` decimals as given (1234.5 → "1,234.5"). */
export function formatThousands(value: number | string | null | undefined, maxDecimals = 2): string {
  const n = toNumber(value);
  if (n === null) return '';
  return groupDigits(n, 0, maxDecimals);
}

/** The 'number' filter: thousands separators and 2 decimals; empty values show 0.00. */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value) ?? 0;
  return groupDigits(n, decimals, decimals);
}
