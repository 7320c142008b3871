import type { PlayGgrRow } from '@member/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { playKeys } from './keys';

/** `GET /admin/play/ggr?from&to`: one row per provider and Bangkok day. */
export const ggrQuery = (query: string) =>
  queryOptions({
    queryKey: playKeys.ggr(query),
    queryFn: ({ signal }) => api.get<PlayGgrRow[]>(`/admin/play/ggr${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
