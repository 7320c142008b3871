import type { MemberTurnover, TurnoverForfeited } from '@member/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { api } from './client';
import { CREDIT_QUERY_KEY } from './query-client';
import { useSession } from './session';

/** The query key of `GET /member/turnover` (the home wallet card, the withdrawal and promotion pages). */
export const memberTurnoverKey = ['member', 'turnover'] as const;

/**
 * `GET /member/turnover`: the member's open turnover requirements and what is left to play before a
 * withdrawal (decision 0174). Asked only for a signed-in member.
 */
export function useMemberTurnover() {
  const signedIn = useSession().status === 'member';
  return useQuery({
    queryKey: memberTurnoverKey,
    queryFn: () => api.get<MemberTurnover>('/member/turnover'),
    enabled: signedIn,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * `POST /member/turnover/forfeit`: gives up the open bonuses, once per submit (its own `Idempotency-Key`);
 * the credit and the requirements then load again.
 */
export function useForfeitTurnover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TurnoverForfeited>('/member/turnover/forfeit', undefined, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CREDIT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: memberTurnoverKey }),
      ]),
  });
}
