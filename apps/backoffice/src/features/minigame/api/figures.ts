import type { MinigameDailyFigures } from '@member/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';
import { minigameKeys } from './keys';

export const figuresQuery = (query: string) =>
  queryOptions({
    queryKey: minigameKeys.figureList(query),
    queryFn: ({ signal }) => minigameApi.get<MinigameDailyFigures[]>(`/operator/figures${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
