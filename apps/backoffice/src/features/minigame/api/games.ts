import {
  type AdminMinigameGame,
  type MinigameGameCreate,
  type MinigameGameUpdate,
  type MinigameSoundSlot,
  UPLOAD_FILE_FIELD,
} from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';
import { minigameKeys } from './keys';

export const gamePath = (slug: string) => `/operator/games/${encodeURIComponent(slug)}`;

export const gamesQuery = queryOptions({
  queryKey: minigameKeys.games,
  queryFn: ({ signal }) => minigameApi.get<AdminMinigameGame[]>('/operator/games', { signal }),
});

export const gameQuery = (slug: string) =>
  queryOptions({
    queryKey: minigameKeys.game(slug),
    queryFn: ({ signal }) => minigameApi.get<AdminMinigameGame>(gamePath(slug), { signal }),
  });

/** A game changed: its page and the list show the server's answer; the day's figures name games too. */
export function useGameChanged() {
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
    mutationFn: (payload: MinigameGameUpdate) => minigameApi.put<AdminMinigameGame>(gamePath(slug), payload),
    onSuccess: changed,
  });
}

export function useDeleteGame(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => minigameApi.delete<{ deleted: true }>(gamePath(slug)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: minigameKeys.game(slug) });
      void queryClient.invalidateQueries({ queryKey: minigameKeys.games });
    },
  });
}

/** The game's image (`slot` null) or one of its sounds: a file uploads it, null removes it. */
export function useGameFile(slug: string) {
  const changed = useGameChanged();
  return useMutation({
    mutationFn: ({ slot, file }: { slot: MinigameSoundSlot | null; file: File | null }) => {
      const path = slot ? `${gamePath(slug)}/sounds/${slot}` : `${gamePath(slug)}/image`;
      if (!file) return minigameApi.delete<AdminMinigameGame>(path);
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return minigameApi.put<AdminMinigameGame>(path, form);
    },
    onSuccess: changed,
  });
}
