import { describe, expect, it } from 'vitest';
import { amountError, bahtToSatang, satangToBaht } from '../money/amount';
import { VALIDATION } from './messages';
import {
  bangkokDay,
  DAY_HEADINGS,
  formatDate,
  formatDayHeading,
  formatNumber,
  formatThousands,
  levelBadge,
} from './format';
import { numericFilter } from './input-filters';
import { translateServerMessage } from './server-messages';
import { txStatus } from './status';

describe('transaction status table (SPEC.md §4)', () => {
  it.each([
    ['reject', 'error', 'เกิดข้อผิดพลาด'],
    ['Reject', 'error', 'เกิดข้อผิดพลาด'],
    ['rejected', 'error', 'เกิดข้อผิดพลาด'],
    ['Pending', 'pending', 'กำลังดำเนินการ'],
    ['Approve', 'pending', 'กำลังดำเนินการ'],
    ['waiting_for_approve', 'pending', 'กำลังดำเนินการ'],
    ['pending', 'pending', 'กำลังดำเนินการ'],
    ['Success', 'success', 'เสร็จสิ้น'],
    ['manual', 'success', 'เสร็จสิ้น'],
    ['approved', 'success', 'เสร็จสิ้น'],
    ['something', 'none', ''],
    ['toString', 'none', ''],
    [null, 'none', ''],
  ])('%j → %s %j', (raw, state, label) => {
    expect(txStatus(raw)).toEqual({ state, label });
  });
});

describe('formats (SPEC.md §5, §9)', () => {
  it('filters numeric input to digits and a dot', () => {
    expect(numericFilter('1,2a3.4-5')).toBe('123.45');
  });
  it('formats thousands and the number filter', () => {
    expect(formatThousands(1234567.5)).toBe('1,234,567.5');
    expect(formatThousands('')).toBe('');
    expect(formatNumber(1234)).toBe('1,234.00');
    expect(formatNumber(null)).toBe('0.00');
    expect(formatNumber('')).toBe('0.00');
  });
  it('formats dates', () => {
    const at = new Date('2026-11-22T02:05:07Z'); // 09:05:07 in Bangkok
    expect(formatDate(at)).toBe('22/11/26 09:05');
    expect(formatDate(at, 'iso')).toBe('2026-11-22');
    expect(formatDate(at, 'isoTime')).toBe('2026-11-22 09:05:07');
    expect(formatDate(at, 'date')).toBe('22/11/2026');
    expect(formatDate(at, 'dateTime')).toBe('22/11/2026 09:05');
    expect(formatDate(null, 'dateTime')).toBe('-');
  });
  it('shows the level badge only above normal, in upper case', () => {
    expect(levelBadge('normal')).toBeNull();
    expect(levelBadge('gold')).toBe('GOLD');
  });
});

describe('server message translation (SPEC.md §8)', () => {
  it.each([
    ['Your balance must less than or equal 500', 'ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ 500.00 บาท'],
    ['Your balance must less than or equal 1500.5', 'ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ 1,500.50 บาท'],
    ['Your balance must less than or equal 0', 'ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ 0.00 บาท'],
    ['Your balance must less than or equal', 'ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ'],
    ['Cannot use selected promotion', 'ไม่สามารถใช้โปรโมชั่นนี้ได้'],
    ['Cannot deposit when have pending withdraw', 'ไม่สามารถฝากได้ในขณะที่กำลังรอการอนุมัติการถอนเงิน'],
    ['เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'],
  ])('%j', (english, thai) => {
    expect(translateServerMessage(english)).toBe(thai);
  });
});

describe('amount rule (money on the wire)', () => {
  it.each([
    [undefined, VALIDATION.amountRequired],
    ['', VALIDATION.amountRequired],
    ['100', VALIDATION.invalidValue],
    [Number.NaN, VALIDATION.invalidValue],
    [0, VALIDATION.amountPositive],
    [-5, VALIDATION.amountPositive],
    [5e-324, VALIDATION.amountPositive],
    [10.005, VALIDATION.amountDecimals],
    [1_000_000.01, VALIDATION.amountTooLarge],
    [0.01, null],
    [0.1 + 0.2, null], // float noise of a two-decimal amount is 30 satang
    [1234.56, null],
    [1_000_000, null],
  ])('%j → %j', (value, message) => {
    expect(amountError(value)).toBe(message);
  });

  it('converts baht and satang exactly for two-decimal amounts', () => {
    expect(bahtToSatang(1234.56)).toBe(123456);
    expect(bahtToSatang(0.29)).toBe(29);
    expect(satangToBaht(123456)).toBe(1234.56);
  });
});

describe('times in Asia/Bangkok', () => {
  it('formats a UTC time as Bangkok time whatever the zone of the machine', () => {
    expect(formatDate('2026-11-23T18:30:00Z', 'dateTime')).toBe('24/11/2026 01:30');
    expect(bangkokDay('2026-11-23T16:59:59Z')).toBe('2026-11-23');
    expect(bangkokDay('2026-11-23T17:00:00Z')).toBe('2026-11-24');
  });

  it('heads a day as today, yesterday, or its Thai date, by the Bangkok day', () => {
    const now = new Date('2026-11-24T03:00:00Z'); // 10:00 in Bangkok
    expect(formatDayHeading('2026-11-23T17:30:00Z', now)).toBe(DAY_HEADINGS.today);
    expect(formatDayHeading('2026-11-23T10:00:00Z', now)).toBe(DAY_HEADINGS.yesterday);
    expect(formatDayHeading('2026-11-20T10:00:00Z', now)).toBe('20 พฤศจิกายน 2569');
  });
});
