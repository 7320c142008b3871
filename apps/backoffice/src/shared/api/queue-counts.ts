import type { AdminChatCounts, QueueCounts } from '@member/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, chatApi } from './client';

/**
 * The menu asks for the counts this often (ms). The back office has no money socket (the chat's loads only on
 * its screens), so the counts follow a member's new deposit by asking, as the queues themselves do (decision 0086).
 */
export const MENU_COUNTS_REFRESH_MS = 5_000;

/** A decision invalidates it beside its kind's lists (decide-money-row.ts). */
export const queueCountsQuery = queryOptions({
  queryKey: ['money', 'queue-counts'] as const,
  queryFn: ({ signal }) => api.get<QueueCounts>('/admin/queue-counts', { signal }),
  refetchInterval: MENU_COUNTS_REFRESH_MS,
});

/** The chat's own counts (its inbox's tabs): the same key, so the inbox's live updates refresh the menu as well. */
export const chatCountsQuery = queryOptions({
  queryKey: ['chat', 'counts'] as const,
  queryFn: ({ signal }) => chatApi.get<AdminChatCounts>('/operator/conversations/counts', { signal }),
  refetchInterval: MENU_COUNTS_REFRESH_MS,
});
