import {
  MINIGAME,
  MINIGAME_LIMITS,
  type MinigameCurrentCredit,
  type MinigameGame,
  type MinigameSeed,
  type MinigameSettings,
  type MinigameStatusToday,
} from '@member/shared';
import { ApiError } from '@member/web-kit';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';
import { useFallbackPoll } from '@/shared/realtime/realtime-store';
import { type HistoryKind, type HistoryRows, minigameKeys } from './keys';

export { minigameKeys };

/** The active games with today's plays left, each with its prize table in force. */
export function useGames() {
  return useQuery({
    queryKey: minigameKeys.games,
    queryFn: () => minigameApi.get<MinigameGame[]>('/play/available-minigame'),
  });
}

/** The operator's rules: check-in coins, what credit is for, the smallest profit withdrawal. */
export function useMinigameSettings() {
  return useQuery({
    queryKey: minigameKeys.settings,
    queryFn: () => minigameApi.get<MinigameSettings>('/setting/minigame'),
    staleTime: 60_000,
  });
}

/** Coins, credit with its nearest expiry, profit and what waits, the turnover of a credit move. */
export function useCurrentCredit() {
  return useQuery({
    queryKey: minigameKeys.credit,
    queryFn: () => minigameApi.get<MinigameCurrentCredit>('/member/current-credit'),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

export function useStatusToday() {
  return useQuery({
    queryKey: minigameKeys.today,
    queryFn: () => minigameApi.get<MinigameStatusToday>('/member/minigame-status-today'),
  });
}

/** The active seed pair as the member may see it: the server seed's hash, the client seed, the next nonce. */
export function useSeed() {
  return useQuery({ queryKey: minigameKeys.seed, queryFn: () => minigameApi.get<MinigameSeed>('/member/seed') });
}

const HISTORY_PATHS: Record<HistoryKind, string> = {
  coin: '/member/coin-history',
  reward: '/member/reward-history',
  credit: '/member/credit-history',
  withdraw: '/member/withdraw-history',
  play: '/member/play-history',
};

const historyOf = <K extends HistoryKind>(kind: K, limit: number) =>
  minigameApi.get<HistoryRows[K][]>(`${HISTORY_PATHS[kind]}?limit=${limit}`);

/** A history's newest rows, `?limit=50` (SPEC.md §9). */
export function useMinigameHistory<K extends HistoryKind>(kind: K) {
  return useQuery({
    queryKey: minigameKeys.history(kind),
    queryFn: () => historyOf(kind, MINIGAME_LIMITS.historyDefault),
    staleTime: 0,
  });
}

/**
 * One profit withdrawal. The member's channel pushes an operator's decision (app/live-money.ts
 * refreshes it), so it is asked again only while the socket is down. The service lists withdrawals and
 * has no call for one: the widest page is read for it.
 */
export function useProfitWithdrawal(id: string) {
  const fallback = useFallbackPoll();
  return useQuery({
    queryKey: minigameKeys.withdrawal(id),
    queryFn: async () => {
      const rows = await historyOf('withdraw', MINIGAME_LIMITS.historyMax);
      const row = rows.find((item) => item.id === id);
      if (!row) throw new ApiError(404, 'NOT_FOUND', MINIGAME.withdrawalNotFound);
      return row;
    },
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? fallback : false),
  });
}

/** After a play, a check-in, a move or a withdrawal: every figure of the service may have changed. */
export function invalidateMinigame(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: minigameKeys.all });
}
