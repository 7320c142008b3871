import { HISTORY_QUERY_KEY } from '@/shared/api/query-client';

/** Query keys of the promotion feature, defined once so pages and invalidations agree. */
export const promotionKeys = {
  all: ['promotion'] as const,
  list: ['promotion', 'list'] as const,
  detail: (id: number) => ['promotion', 'detail', id] as const,
  available: ['promotion', 'available-now'] as const,
  eligibility: ['promotion', 'eligibility'] as const,
  bonus: (promotionId: number, amount: number) => ['promotion', 'bonus', promotionId, amount] as const,
  returnLoss: ['promotion', 'return-loss'] as const,
  /** Under the shared history key: the wallet's refresh after a deposit or approval reaches it too. */
  history: [...HISTORY_QUERY_KEY, 'promotion'] as const,
};
