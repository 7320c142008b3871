import type { PayoutDetail } from '@member/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/withdrawals/{id}/payout`: the payout and everything the provider said (decision 0175). */
export const payoutDetailOptions = (withdrawalId: number) =>
  queryOptions({
    queryKey: ['money', 'withdrawals', withdrawalId, 'payout'] as const,
    queryFn: ({ signal }) => api.get<PayoutDetail>(`/admin/withdrawals/${withdrawalId}/payout`, { signal }),
  });
