import type {
  MinigameCheckIn,
  MinigameCreditMoved,
  MinigamePlayResult,
  MinigameSeed,
  MinigameSeedRotation,
  MinigameWithdrawRow,
} from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREDIT_QUERY_KEY } from '@/shared/api/query-client';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';
import { minigameApi } from '@/shared/api/client';
import { invalidateMinigame, minigameKeys } from './minigame-queries';

export interface PlayRequest {
  slug: string;
  pay: 'coins' | 'credit';
}

/**
 * `POST /play/{slug}`: the server draws the outcome; the page only shows it. Each press has its own key,
 * so a retried network call of one press plays once. The balances are refreshed by the caller once the
 * animation has shown the prize, not before (the new coins would give it away).
 */
export function usePlay() {
  return useMutation({
    mutationFn: ({ slug, pay }: PlayRequest) =>
      minigameApi.post<MinigamePlayResult>(
        `/play/${encodeURIComponent(slug)}`,
        { pay },
        { idempotencyKey: newIdempotencyKey() },
      ),
  });
}

/** `POST /member/check-in`: today's coins, once per Bangkok day. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => minigameApi.post<MinigameCheckIn>('/member/check-in'),
    onSuccess: () => invalidateMinigame(queryClient),
  });
}

/** `PUT /member/seed`: the member's own client seed for the next plays (the nonce keeps counting). */
export function useSaveClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => minigameApi.put<MinigameSeed>('/member/seed', { clientSeed }),
    onSuccess: (seed) => queryClient.setQueryData(minigameKeys.seed, seed),
  });
}

/** `POST /member/seed/rotate`: reveals the retired server seed (its plays become verifiable) and commits a new one. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => minigameApi.post<MinigameSeedRotation>('/member/seed/rotate'),
    onSuccess: (rotation) => {
      queryClient.setQueryData(minigameKeys.seed, rotation.next);
      return queryClient.invalidateQueries({ queryKey: minigameKeys.history('play') });
    },
  });
}

/** `POST /member/credit/to-wallet`: credit into the wallet after the turnover (credit use `wallet`). */
export function useCreditToWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      minigameApi.post<MinigameCreditMoved>(
        '/member/credit/to-wallet',
        { amount },
        { idempotencyKey: newIdempotencyKey() },
      ),
    onSuccess: () =>
      Promise.all([invalidateMinigame(queryClient), queryClient.invalidateQueries({ queryKey: CREDIT_QUERY_KEY })]),
  });
}

/** `POST /request-withdraw`: reserves the profit until an operator decides. */
export function useProfitWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      minigameApi.post<MinigameWithdrawRow>('/request-withdraw', { amount }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (row) => {
      // Invalidated first, then seeded: the detail page opens on this row without asking again.
      const invalidated = invalidateMinigame(queryClient);
      queryClient.setQueryData(minigameKeys.withdrawal(row.id), row);
      return invalidated;
    },
  });
}
