import type { AffiliateWithdrawalRow } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';
import { affiliateKeys, invalidateAffiliate } from './affiliate-queries';

/**
 * `POST /income/withdraw-income`: reserves the income until an operator decides. Every submit has its
 * own key, so a retried network call of one submit reserves once.
 */
export function useIncomeWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      api.post<AffiliateWithdrawalRow>('/income/withdraw-income', { amount }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (row) => {
      // Invalidated first, then seeded: the detail page opens on this row without asking again.
      const invalidated = invalidateAffiliate(queryClient);
      queryClient.setQueryData(affiliateKeys.withdrawal(row.id), row);
      return invalidated;
    },
  });
}
