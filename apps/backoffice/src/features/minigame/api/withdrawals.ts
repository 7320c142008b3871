import type { AdminMinigameWithdrawalRow, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';
import { minigameKeys } from './keys';

export const withdrawalsQuery = (query: string) =>
  queryOptions({
    queryKey: minigameKeys.withdrawalList(query),
    queryFn: ({ signal }) =>
      minigameApi.get<Page<AdminMinigameWithdrawalRow>>(`/operator/withdrawals${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Approve or reject (`money.decide`); whatever the answer, the queue is fetched again (someone may have decided first). */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verdict, note }: { id: string; verdict: 'approve' | 'reject'; note: string }) =>
      minigameApi.post<AdminMinigameWithdrawalRow>(`/operator/withdrawals/${encodeURIComponent(id)}/${verdict}`, {
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: minigameKeys.withdrawals });
      void queryClient.invalidateQueries({ queryKey: minigameKeys.figures });
    },
  });
}
