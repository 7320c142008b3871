import { AFFILIATE_MESSAGES, REFER, VALIDATION } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { bangkokToday, daysOf, formatDay, lastDays, monthToDate, rangeError } from '../lib/date-range';
import { periodOfPath } from '../lib/ranking-period';
import { lineShareUrl, referralUrl } from '../lib/referral-link';
import { sumBaht } from '../lib/sum';

describe('date ranges in Bangkok days', () => {
  it('takes today from the Bangkok clock: 17:30 UTC is already the next day there', () => {
    expect(bangkokToday(Date.parse('2026-03-31T17:30:00Z'))).toBe('2026-04-01');
    expect(bangkokToday(Date.parse('2026-03-31T16:59:00Z'))).toBe('2026-03-31');
  });

  it('makes this month so far and the last N days, today included', () => {
    expect(monthToDate('2026-03-17')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-17' });
    expect(lastDays(30, '2026-03-17')).toEqual({ startDate: '2026-02-16', endDate: '2026-03-17' });
    expect(lastDays(7, '2026-01-03')).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03' });
    expect(daysOf(lastDays(7, '2026-01-03'))).toHaveLength(7);
    expect(daysOf({ startDate: '2028-02-28', endDate: '2028-03-01' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it("refuses what the server would, with the server's Thai texts", () => {
    expect(rangeError({ startDate: '2026-03-01', endDate: '2026-03-31' })).toBeNull();
    expect(rangeError({ startDate: '', endDate: '2026-03-31' })).toBe(AFFILIATE_MESSAGES.dateRequired);
    expect(rangeError({ startDate: '2026-02-30', endDate: '2026-03-31' })).toBe(VALIDATION.dateInvalid);
    expect(rangeError({ startDate: '2026-04-01', endDate: '2026-03-31' })).toBe(VALIDATION.dateRange);
    // 366 days is the widest range; 367 is one too many.
    expect(rangeError({ startDate: '2025-01-01', endDate: '2026-01-01' })).toBeNull();
    expect(rangeError({ startDate: '2025-01-01', endDate: '2026-01-02' })).toBe(AFFILIATE_MESSAGES.rangeTooLong);
  });

  it('writes a day DD/MM/YYYY from its text, whatever the device zone', () => {
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
  });
});

describe('the referral link', () => {
  it("puts the site's origin before the server's path", () => {
    expect(referralUrl('https://example.co.th', '/register?prefix=AB12')).toBe(
      'https://example.co.th/register?prefix=AB12',
    );
  });

  it("opens LINE's share screen with the invitation and the link, encoded", () => {
    const url = 'https://example.co.th/register?prefix=AB12&x=1';
    const share = new URL(lineShareUrl(url));
    expect(share.origin + share.pathname).toBe('https://line.me/R/share');
    expect(share.searchParams.get('text')).toBe(REFER.shareText(url));
  });
});

describe('sumBaht', () => {
  it('adds to the satang where floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumBaht([0.1, 0.2])).toBe(0.3);
    expect(sumBaht([1234.56, -34.56, 0.01])).toBe(1200.01);
    expect(sumBaht([])).toBe(0);
  });
});

describe('periodOfPath', () => {
  it.each([
    ['/refer/ranking', 'week'],
    ['/refer/ranking/week', 'week'],
    ['/refer/ranking/last-week', 'last-week'],
    ['/refer/ranking/flush/', 'flush'],
  ])('%s is %s', (path, period) => expect(periodOfPath(path)).toBe(period));
});
