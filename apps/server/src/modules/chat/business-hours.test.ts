import { bangkokDayStartMs } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { offlineSpellStart, openNow } from './business-hours';

const MINUTE_MS = 60_000;
/** `2030-03-04` is a Monday (day 1). */
const at = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return bangkokDayStartMs(day) + (hours * 60 + minutes) * MINUTE_MS;
};
const weekdays = (open: string, close: string) => [1, 2, 3, 4, 5].map((day) => ({ day, open, close }));

describe('business hours in Asia/Bangkok', () => {
  it('is open from the opening minute up to, not including, the closing one, on the listed days only', () => {
    const hours = weekdays('09:00', '18:00');
    expect(openNow(hours, at('2030-03-04', '08:59'))).toBe(false);
    expect(openNow(hours, at('2030-03-04', '09:00'))).toBe(true);
    expect(openNow(hours, at('2030-03-04', '17:59'))).toBe(true);
    expect(openNow(hours, at('2030-03-04', '18:00'))).toBe(false);
    expect(openNow(hours, at('2030-03-09', '12:00'))).toBe(false); // a Saturday
    // 02:00 UTC on Monday is 09:00 in Bangkok.
    expect(openNow(hours, Date.parse('2030-03-04T02:00:00Z'))).toBe(true);
    expect(openNow(hours, Date.parse('2030-03-04T01:59:00Z'))).toBe(false);
  });

  it('takes 24:00 as the end of the day, and no hours as always closed', () => {
    const allDay = [{ day: 1, open: '00:00', close: '24:00' }];
    expect(openNow(allDay, at('2030-03-04', '00:00'))).toBe(true);
    expect(openNow(allDay, at('2030-03-04', '23:59'))).toBe(true);
    expect(openNow(allDay, at('2030-03-05', '00:00'))).toBe(false);
    expect(openNow([], at('2030-03-04', '12:00'))).toBe(false);
  });

  it('starts an offline spell at the last closing time, across nights and weekends', () => {
    const hours = weekdays('09:00', '18:00');
    expect(offlineSpellStart(hours, at('2030-03-04', '12:00'))).toBeNull();
    expect(offlineSpellStart(hours, at('2030-03-04', '20:00'))).toBe(at('2030-03-04', '18:00'));
    expect(offlineSpellStart(hours, at('2030-03-05', '08:00'))).toBe(at('2030-03-04', '18:00'));
    // Friday evening to Monday morning is one spell.
    expect(offlineSpellStart(hours, at('2030-03-09', '12:00'))).toBe(at('2030-03-08', '18:00'));
    expect(offlineSpellStart(hours, at('2030-03-11', '08:59'))).toBe(at('2030-03-08', '18:00'));
    // The first Monday morning follows a weekend without hours: Friday the 1st closed it.
    expect(offlineSpellStart(hours, at('2030-03-04', '07:00'))).toBe(at('2030-03-01', '18:00'));
  });

  it('counts a service that never opens in Bangkok days', () => {
    expect(offlineSpellStart([], at('2030-03-04', '15:00'))).toBe(at('2030-03-04', '00:00'));
    expect(offlineSpellStart([], at('2030-03-05', '00:01'))).toBe(at('2030-03-05', '00:00'));
  });
});
