/**
 * The affiliate screens' cache, one group per list: each change invalidates the groups whose rows it
 * changes (a decided withdrawal changes the queue and the affiliate's available income, say).
 */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  settings: ['affiliate', 'settings'] as const,
  /** The affiliates list and each affiliate's page (its downlines and commissions). */
  affiliates: ['affiliate', 'affiliates'] as const,
  affiliateList: (query: string) => ['affiliate', 'affiliates', 'list', query] as const,
  affiliate: (tel: string) => ['affiliate', 'affiliates', 'one', tel] as const,
  downlines: ['affiliate', 'downlines'] as const,
  downlineList: (query: string) => ['affiliate', 'downlines', query] as const,
  withdrawals: ['affiliate', 'withdrawals'] as const,
  withdrawalList: (query: string) => ['affiliate', 'withdrawals', query] as const,
  accruals: ['affiliate', 'accruals'] as const,
  accrualList: (query: string) => ['affiliate', 'accruals', query] as const,
};

export type AffiliateKeyGroup = 'affiliates' | 'downlines' | 'withdrawals' | 'accruals';
