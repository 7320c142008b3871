import { BANGKOK_UTC_OFFSET_MINUTES, type LimitPeriod } from '@member/shared';

/**
 * The Asia/Bangkok calendar period holding `nowMs` (decision 0173): the day, the week from Monday 00:00,
 * the month from its 1st. Thailand keeps UTC+7 all year, so a fixed offset is exact. Pure.
 */
const OFFSET_MS = BANGKOK_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export function periodBounds(period: LimitPeriod, nowMs: number): { startMs: number; endMs: number } {
  const local = new Date(nowMs + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  if (period === 'day') {
    const start = Date.UTC(y, m, d) - OFFSET_MS;
    return { startMs: start, endMs: start + DAY_MS };
  }
  if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    const start = Date.UTC(y, m, d - sinceMonday) - OFFSET_MS;
    return { startMs: start, endMs: start + 7 * DAY_MS };
  }
  return { startMs: Date.UTC(y, m, 1) - OFFSET_MS, endMs: Date.UTC(y, m + 1, 1) - OFFSET_MS };
}
