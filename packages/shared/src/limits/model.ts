/**
 * Limits a member sets (issue 31, decision 0173): deposit limits per Asia/Bangkok calendar day, week
 * (Monday first) and month, and breaks. Zod-free, as the texts are, so a page that only names them
 * does not load the schemas.
 */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const BREAK_KINDS = ['24h', '7d', '30d', 'indefinite'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

/** How long a timed break lasts; an indefinite one has no end. */
export const BREAK_DURATION_MS: Record<Exclude<BreakKind, 'indefinite'>, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};

/** A raise or a removal takes effect this long after it is asked for. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;
