import type { AdminCoinEntryRow, AdminCreditLotRow, AdminMinigameMember, MinigamePlayRow, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';
import { minigameKeys } from './keys';

const memberPath = (tel: string) => `/operator/members/${encodeURIComponent(tel)}`;

export const memberQuery = (tel: string) =>
  queryOptions({
    queryKey: minigameKeys.member(tel),
    queryFn: ({ signal }) => minigameApi.get<AdminMinigameMember>(memberPath(tel), { signal }),
    retry: false,
  });

/** A member's paged lists: coin entries, credit lots, plays. */
export type MemberListKind = 'coins' | 'credit-lots' | 'plays';
export interface MemberListRow {
  coins: AdminCoinEntryRow;
  'credit-lots': AdminCreditLotRow;
  plays: MinigamePlayRow;
}

export const memberListQuery = <K extends MemberListKind>(tel: string, kind: K, query: string) =>
  queryOptions({
    queryKey: minigameKeys.memberList(tel, kind, query),
    queryFn: ({ signal }) => minigameApi.get<Page<MemberListRow[K]>>(`${memberPath(tel)}/${kind}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useGrantCoins(tel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { coins: number; reason: string; idempotencyKey: string }) =>
      minigameApi.post<{ coins: number }>(
        `${memberPath(tel)}/coins`,
        { coins: input.coins, reason: input.reason },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: minigameKeys.member(tel) });
      void queryClient.invalidateQueries({ queryKey: minigameKeys.figures });
    },
  });
}
