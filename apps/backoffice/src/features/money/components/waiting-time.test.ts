import { BO_MONEY } from '@member/shared/backoffice';
import { describe, expect, it } from 'vitest';
import { waitingText } from './waiting-time';

const created = '2026-03-01T10:00:00.000Z';
const after = (minutes: number) => Date.parse(created) + minutes * 60_000;

describe('waitingText', () => {
  it('counts whole minutes, then hours, then days', () => {
    expect(waitingText(created, after(0.5))).toBe(BO_MONEY.waitingLessThanMinute);
    expect(waitingText(created, after(1))).toBe('รอ 1 นาที');
    expect(waitingText(created, after(59.9))).toBe('รอ 59 นาที');
    expect(waitingText(created, after(125))).toBe('รอ 2 ชั่วโมง 5 นาที');
    expect(waitingText(created, after(60 * 26))).toBe('รอ 1 วัน 2 ชั่วโมง');
  });

  it('never waits less than nothing (a clock a little behind the server)', () => {
    expect(waitingText(created, after(-3))).toBe(BO_MONEY.waitingLessThanMinute);
  });
});
