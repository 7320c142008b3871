import { z } from 'zod';
import { BANGKOK_OFFSET_MS } from './bangkok';
import { VALIDATION as M } from './messages';

/**
 * Calendar days in Asia/Bangkok (UTC+7 all year, no daylight saving) as the back office filters and
 * groups by them: `YYYY-MM-DD`, a day running from 00:00 to 24:00 Bangkok time (decision 0094).
 * Plain arithmetic, no date library: the server and both web apps use it.
 */
const DAY_MS = 24 * 60 * 60_000;
export const BANGKOK_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant (ms since the epoch) a Bangkok day starts; NaN when `day` is not a real calendar day. */
export function bangkokDayStartMs(day: string): number {
  const match = BANGKOK_DATE_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, date);
  const back = new Date(utcMidnight);
  // Date.UTC rolls 2025-02-30 over to March: such a day does not exist.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return Number.NaN;
  }
  return utcMidnight - BANGKOK_OFFSET_MS;
}

/** The Bangkok day (`YYYY-MM-DD`) of an instant. */
export function bangkokDayOf(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Bangkok day `days` after `day` (negative: before). */
export function addBangkokDays(day: string, days: number): string {
  return bangkokDayOf(bangkokDayStartMs(day) + days * DAY_MS);
}

/** A `from`/`to` query value: a real calendar day written `YYYY-MM-DD`. */
export const bangkokDateSchema = z
  .string({ error: M.dateInvalid })
  .trim()
  .regex(BANGKOK_DATE_PATTERN, M.dateInvalid)
  .refine((day) => Number.isFinite(bangkokDayStartMs(day)) && day >= '2000-01-01' && day <= '2999-12-31', {
    message: M.dateInvalid,
  });

/** `from` and `to` of a list, both inclusive Bangkok days. */
export const dateRangeFields = {
  from: bangkokDateSchema.optional(),
  to: bangkokDateSchema.optional(),
};

/** `from` after `to` is a mistake, not an empty list. */
export function checkDateRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (value.from !== undefined && value.to !== undefined && value.from > value.to) {
    ctx.addIssue({ code: 'custom', message: M.dateRange, path: ['from'] });
  }
}

/** The instants `[from, to)` a range of Bangkok days covers, as ISO strings (null where open). */
export function bangkokRangeBounds(range: { from?: string; to?: string }): {
  fromIso: string | null;
  toIso: string | null;
} {
  return {
    fromIso: range.from === undefined ? null : new Date(bangkokDayStartMs(range.from)).toISOString(),
    toIso: range.to === undefined ? null : new Date(bangkokDayStartMs(range.to) + DAY_MS).toISOString(),
  };
}
