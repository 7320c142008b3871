import type { AffiliateRankingPeriod } from '@member/shared';
import type { DayRange } from '../lib/date-range';

/** The three tables of the summary pages, each read by its own call. */
export type SummaryKind = 'by-date' | 'by-register-date' | 'by-username';

/** Query keys of the programme, all under one root so a withdrawal refreshes every one of them. */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  data: ['affiliate', 'data'] as const,
  income: ['affiliate', 'income'] as const,
  history: ['affiliate', 'history'] as const,
  withdrawal: (id: string) => ['affiliate', 'withdrawal', id] as const,
  summary: (kind: SummaryKind, range: DayRange) => ['affiliate', 'summary', kind, range] as const,
  ranking: (period: AffiliateRankingPeriod) => ['affiliate', 'ranking', period] as const,
};
