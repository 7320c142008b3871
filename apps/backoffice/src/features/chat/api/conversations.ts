import type {
  AdminChatConversation,
  AdminChatConversationDetail,
  AdminChatCounts,
  ChatStatus,
  Page,
} from '@member/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';
import { type AssigneeFilter, applyRow, type InboxFilter, matchesFilter } from '../lib/conversation-list';
import { myAgent } from './agents';
import { chatKeys } from './keys';

/** Conversations per page of the inbox. */
export const INBOX_PAGE_SIZE = 30;

export const conversationPath = (id: number) => `/operator/conversations/${id}`;

export const conversationsQuery = (filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      chatApi.get<Page<AdminChatConversation>>(
        `/operator/conversations?${new URLSearchParams({
          status: filter.status,
          assignee: filter.assignee,
          page: String(pageParam),
          limit: String(INBOX_PAGE_SIZE),
        }).toString()}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const countsQuery = queryOptions({
  queryKey: chatKeys.counts,
  queryFn: ({ signal }) => chatApi.get<AdminChatCounts>('/operator/conversations/counts', { signal }),
});

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => chatApi.get<AdminChatConversationDetail>(conversationPath(id), { signal }),
    retry: false,
  });

/**
 * A conversation changed (an event of the inbox channel, or an answer to the agent's own change): every
 * loaded list takes it in or lets it go by its filter, the open detail shows it, the counts are asked again.
 */
export function conversationChanged(queryClient: QueryClient, row: AdminChatConversation, myId: number | undefined) {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<Page<AdminChatConversation>>>({
    queryKey: chatKeys.lists,
  })) {
    if (!data) continue;
    const filter: InboxFilter = { status: key[2] as ChatStatus, assignee: key[3] as AssigneeFilter };
    queryClient.setQueryData(key, applyRow(data, row, matchesFilter(row, filter, myId)));
  }
  queryClient.setQueryData<AdminChatConversationDetail>(chatKeys.conversation(row.id), (detail) =>
    detail ? { ...detail, conversation: row } : detail,
  );
}

function useConversationChanged() {
  const queryClient = useQueryClient();
  return (row: AdminChatConversation) => {
    conversationChanged(queryClient, row, myAgent(queryClient.getQueryData(chatKeys.agents))?.id);
    void queryClient.invalidateQueries({ queryKey: chatKeys.counts });
    void queryClient.invalidateQueries({ queryKey: chatKeys.agents });
  };
}

export function useChangeStatus(id: number) {
  const changed = useConversationChanged();
  return useMutation({
    mutationFn: (body: { status: ChatStatus; snoozed_until?: string }) =>
      chatApi.post<AdminChatConversation>(`${conversationPath(id)}/status`, body),
    onSuccess: changed,
  });
}

export function useAssign(id: number) {
  const changed = useConversationChanged();
  return useMutation({
    mutationFn: (operatorId: number | null) =>
      chatApi.post<AdminChatConversation>(`${conversationPath(id)}/assign`, { operator_id: operatorId }),
    onSuccess: changed,
  });
}

/** The team has read the conversation up to a message: its unread badge goes. */
export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastReadId: number) =>
      chatApi.post<AdminChatConversation>(`${conversationPath(id)}/read`, { last_read_id: lastReadId }),
    onSuccess: (row) => conversationChanged(queryClient, row, myAgent(queryClient.getQueryData(chatKeys.agents))?.id),
  });
}
