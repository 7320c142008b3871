import {
  type AdminCoinEntryRow,
  type AdminCreditLotRow,
  type AdminMinigameGame,
  type AdminMinigameMember,
  type AdminMinigameWithdrawalRow,
  type AdminPrizeTable,
  type MinigameDailyFigures,
  type MinigameGameCreate,
  type MinigameGameUpdate,
  type MinigamePlayRow,
  type MinigameSettings,
  type MinigameSoundSlot,
  type Page,
  type PrizeInput,
  UPLOAD_FILE_FIELD,
} from '@member/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';

/** Query keys: every change invalidates the part it touched (`games`, `settings`, `withdrawals`, one member). */
export const minigameKeys = {
  all: ['minigame'] as const,
  games: ['minigame', 'games'] as const,
  game: (slug: string) => ['minigame', 'games', slug] as const,
  settings: ['minigame', 'settings'] as const,
  withdrawals: ['minigame', 'withdrawals'] as const,
  member: (tel: string) => ['minigame', 'members', tel] as const,
  figures: ['minigame', 'figures'] as const,
};

const game = (slug: string) => `/operator/games/${encodeURIComponent(slug)}`;
const member = (tel: string) => `/operator/members/${encodeURIComponent(tel)}`;

export const gamesQuery = queryOptions({
  queryKey: minigameKeys.games,
  queryFn: ({ signal }) => minigameApi.get<AdminMinigameGame[]>('/operator/games', { signal }),
});

export const gameQuery = (slug: string) =>
  queryOptions({
    queryKey: minigameKeys.game(slug),
    queryFn: ({ signal }) => minigameApi.get<AdminMinigameGame>(game(slug), { signal }),
  });

export const tablesQuery = (slug: string) =>
  queryOptions({
    queryKey: [...minigameKeys.game(slug), 'tables'],
    queryFn: ({ signal }) => minigameApi.get<AdminPrizeTable[]>(`${game(slug)}/tables`, { signal }),
  });

export const settingsQuery = queryOptions({
  queryKey: minigameKeys.settings,
  queryFn: ({ signal }) => minigameApi.get<MinigameSettings>('/operator/settings', { signal }),
});

export const withdrawalsQuery = (query: string) =>
  queryOptions({
    queryKey: [...minigameKeys.withdrawals, query],
    queryFn: ({ signal }) =>
      minigameApi.get<Page<AdminMinigameWithdrawalRow>>(`/operator/withdrawals${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (tel: string) =>
  queryOptions({
    queryKey: minigameKeys.member(tel),
    queryFn: ({ signal }) => minigameApi.get<AdminMinigameMember>(member(tel), { signal }),
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
    queryKey: [...minigameKeys.member(tel), kind, query],
    queryFn: ({ signal }) => minigameApi.get<Page<MemberListRow[K]>>(`${member(tel)}/${kind}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const figuresQuery = (query: string) =>
  queryOptions({
    queryKey: [...minigameKeys.figures, query],
    queryFn: ({ signal }) => minigameApi.get<MinigameDailyFigures[]>(`/operator/figures${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** A game changed: its page and the list show the server's answer; the day's figures name games too. */
function useGameChanged() {
  const queryClient = useQueryClient();
  return (updated: AdminMinigameGame) => {
    queryClient.setQueryData(minigameKeys.game(updated.slug), updated);
    void queryClient.invalidateQueries({ queryKey: minigameKeys.games });
    void queryClient.invalidateQueries({ queryKey: minigameKeys.figures });
  };
}

export function useCreateGame() {
  const changed = useGameChanged();
  return useMutation({
    mutationFn: (payload: MinigameGameCreate) => minigameApi.post<AdminMinigameGame>('/operator/games', payload),
    onSuccess: changed,
  });
}

export function useUpdateGame(slug: string) {
  const changed = useGameChanged();
  return useMutation({
    mutationFn: (payload: MinigameGameUpdate) => minigameApi.put<AdminMinigameGame>(game(slug), payload),
    onSuccess: changed,
  });
}

export function useDeleteGame(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => minigameApi.delete<{ deleted: true }>(game(slug)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: minigameKeys.game(slug) });
      void queryClient.invalidateQueries({ queryKey: minigameKeys.games });
    },
  });
}

/** A new version of the table; the versions list is the game's too. */
export function useSavePrizeTable(slug: string) {
  const changed = useGameChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prizes: PrizeInput[]) => minigameApi.put<AdminMinigameGame>(`${game(slug)}/prizes`, { prizes }),
    onSuccess: (updated) => {
      changed(updated);
      void queryClient.invalidateQueries({ queryKey: tablesQuery(slug).queryKey });
    },
  });
}

/** The game's image (`slot` null) or one of its sounds: a file uploads it, null removes it. */
export function useGameFile(slug: string) {
  const changed = useGameChanged();
  return useMutation({
    mutationFn: ({ slot, file }: { slot: MinigameSoundSlot | null; file: File | null }) => {
      const path = slot ? `${game(slug)}/sounds/${slot}` : `${game(slug)}/image`;
      if (!file) return minigameApi.delete<AdminMinigameGame>(path);
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return minigameApi.put<AdminMinigameGame>(path, form);
    },
    onSuccess: changed,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MinigameSettings) => minigameApi.put<MinigameSettings>('/operator/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(minigameKeys.settings, saved),
  });
}

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

export function useGrantCoins(tel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { coins: number; reason: string; idempotencyKey: string }) =>
      minigameApi.post<{ coins: number }>(
        `${member(tel)}/coins`,
        { coins: input.coins, reason: input.reason },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: minigameKeys.member(tel) });
      void queryClient.invalidateQueries({ queryKey: minigameKeys.figures });
    },
  });
}
