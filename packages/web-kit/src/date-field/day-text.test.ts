import { describe, expect, it } from 'vitest';
import { dayToText, isIsoDay, maskDayText, textToDay } from './day-text';

describe('day text', () => {
  it('puts the slashes in as digits are typed and drops anything else', () => {
    expect(maskDayText('2')).toBe('2');
    expect(maskDayText('281')).toBe('28/1');
    expect(maskDayText('28a11-2026')).toBe('28/11/2026');
    expect(maskDayText('281120261')).toBe('28/11/2026');
  });

  it('reads a whole, real DD/MM/YYYY day as YYYY-MM-DD and writes it back', () => {
    expect(textToDay('28/11/2026')).toBe('2026-11-28');
    expect(textToDay('29/02/2028')).toBe('2028-02-29');
    expect(textToDay('31/02/2026')).toBeNull();
    expect(textToDay('28/11/26')).toBeNull();
    expect(dayToText('2026-11-28')).toBe('28/11/2026');
    expect(isIsoDay('2026-13-01')).toBe(false);
  });
});
