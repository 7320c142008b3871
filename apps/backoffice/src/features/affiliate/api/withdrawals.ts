import type { AdminAffiliateWithdrawalRow, AffiliateNotePayload, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useInvalidateAffiliate } from './invalidate';
import { affiliateKeys } from './keys';

/** `GET /admin/affiliate/withdrawals?status&page&limit`: oldest pending first. */
export const withdrawalListQuery = (query: string) =>
  queryOptions({
    queryKey: affiliateKeys.withdrawalList(query),
    queryFn: ({ signal }) =>
      api.get<Page<AdminAffiliateWithdrawalRow>>(`/admin/affiliate/withdrawals${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export type WithdrawalVerdict = 'approve' | 'reject';

/**
 * `POST /admin/affiliate/withdrawals/{id}/approve` or `/reject` (`money.decide`), with a key made once
 * per submit so a resent decision moves the money once. The queue and the affiliate's income change.
 */
export function useDecideWithdrawal() {
  const invalidate = useInvalidateAffiliate(['withdrawals', 'affiliates']);
  return useMutation({
    mutationFn: ({
      id,
      verdict,
      body,
      idempotencyKey,
    }: {
      id: string;
      verdict: WithdrawalVerdict;
      body: AffiliateNotePayload;
      idempotencyKey: string;
    }) =>
      api.post<AdminAffiliateWithdrawalRow>(`/admin/affiliate/withdrawals/${encodeURIComponent(id)}/${verdict}`, body, {
        idempotencyKey,
      }),
    onSettled: invalidate,
  });
}
