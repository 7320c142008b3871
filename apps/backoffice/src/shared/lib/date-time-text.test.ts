import { BO_DATE_FIELD } from '@member/shared/backoffice';
import { describe, expect, it } from 'vitest';
import { dateTimeError, isTimeText, joinDateTime, maskTimeText, splitDateTime } from './date-time-text';

describe('date and time text', () => {
  it('splits a datetime-local value into its day and time and joins them back, halfway parts included', () => {
    expect(splitDateTime('2026-11-28T09:30')).toEqual({ day: '2026-11-28', time: '09:30' });
    expect(splitDateTime('')).toEqual({ day: '', time: '' });
    expect(joinDateTime('01/11', '09:3')).toBe('01/11T09:3');
    expect(splitDateTime(joinDateTime('01/11', ''))).toEqual({ day: '01/11', time: '' });
    expect(joinDateTime('', '')).toBe('');
  });

  it('puts the colon in as the time is typed, 24-hour', () => {
    expect(maskTimeText('9')).toBe('9');
    expect(maskTimeText('093')).toBe('09:3');
    expect(maskTimeText('09a30x5')).toBe('09:30');
    expect(isTimeText('23:59')).toBe(true);
    expect(isTimeText('24:00')).toBe(false);
    expect(isTimeText('9:30')).toBe(false);
  });

  it('names the part typed halfway', () => {
    expect(dateTimeError('')).toBeNull();
    expect(dateTimeError('2026-11-28T09:30')).toBeNull();
    expect(dateTimeError('28/11T09:30')).toBe(BO_DATE_FIELD.invalid);
    expect(dateTimeError('2026-11-28T25:00')).toBe(BO_DATE_FIELD.timeInvalid);
    expect(dateTimeError('2026-11-28T')).toBe(BO_DATE_FIELD.timeInvalid);
  });
});
