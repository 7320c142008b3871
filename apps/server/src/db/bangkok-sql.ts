import { BANGKOK_UTC_OFFSET_MINUTES } from '@member/shared';

/**
 * The Bangkok day of a timestamptz expression, as `YYYY-MM-DD` text, for the statements that count per
 * day: the one offset of `@member/shared` (Thailand keeps UTC+7 all year, so a fixed interval is exact).
 * `timestamptz` is SQL the caller writes (a column, or an expression of one), never a value from a request.
 */
export const bangkokDaySql = (timestamptz: string): string =>
  `to_char(((${timestamptz}) AT TIME ZONE 'UTC') + interval '${BANGKOK_UTC_OFFSET_MINUTES} minutes', 'YYYY-MM-DD')`;
