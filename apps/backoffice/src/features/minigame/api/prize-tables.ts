import type { AdminMinigameGame, AdminPrizeTable, PrizeInput } from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';
import { gamePath, useGameChanged } from './games';
import { minigameKeys } from './keys';

export const tablesQuery = (slug: string) =>
  queryOptions({
    queryKey: minigameKeys.tables(slug),
    queryFn: ({ signal }) => minigameApi.get<AdminPrizeTable[]>(`${gamePath(slug)}/tables`, { signal }),
  });

/** A new version of the table; the versions list is the game's too. */
export function useSavePrizeTable(slug: string) {
  const changed = useGameChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prizes: PrizeInput[]) => minigameApi.put<AdminMinigameGame>(`${gamePath(slug)}/prizes`, { prizes }),
    onSuccess: (updated) => {
      changed(updated);
      void queryClient.invalidateQueries({ queryKey: minigameKeys.tables(slug) });
    },
  });
}
