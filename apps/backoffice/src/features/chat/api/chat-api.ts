import {
  type AdminCannedReply,
  type AdminChatAgent,
  type AdminChatAgentStats,
  type AdminChatConversation,
  type AdminChatConversationDetail,
  type AdminChatCounts,
  type AdminChatMessagePage,
  type ChatCannedReplyInput,
  type ChatFile,
  type ChatMessage,
  type ChatSettings,
  type ChatStatus,
  type Page,
  UPLOAD_FILE_FIELD,
} from '@member/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';
import { type AssigneeFilter, applyRow, type InboxFilter, matchesFilter } from '../lib/conversation-list';

/** Query keys: a conversation's change reaches every list, the counts and its own detail. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: ['chat', 'conversations'] as const,
  list: (filter: InboxFilter) => ['chat', 'conversations', filter.status, filter.assignee] as const,
  counts: ['chat', 'counts'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  agents: ['chat', 'agents'] as const,
  canned: ['chat', 'canned-replies'] as const,
  settings: ['chat', 'settings'] as const,
  stats: (from: string, to: string) => ['chat', 'stats', from, to] as const,
};

/** Conversations per page of the inbox. */
export const INBOX_PAGE_SIZE = 30;

const conversation = (id: number) => `/operator/conversations/${id}`;

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
    queryFn: ({ signal }) => chatApi.get<AdminChatConversationDetail>(conversation(id), { signal }),
    retry: false,
  });

export const agentsQuery = queryOptions({
  queryKey: chatKeys.agents,
  queryFn: ({ signal }) => chatApi.get<AdminChatAgent[]>('/operator/agents', { signal }),
  staleTime: 30_000,
});

export const cannedRepliesQuery = queryOptions({
  queryKey: chatKeys.canned,
  queryFn: ({ signal }) => chatApi.get<AdminCannedReply[]>('/operator/canned-replies', { signal }),
  staleTime: 60_000,
});

export const settingsQuery = queryOptions({
  queryKey: chatKeys.settings,
  queryFn: ({ signal }) => chatApi.get<ChatSettings>('/operator/settings', { signal }),
  staleTime: 60_000,
});

export const statsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: chatKeys.stats(from, to),
    queryFn: ({ signal }) =>
      chatApi.get<AdminChatAgentStats[]>(`/operator/stats?${new URLSearchParams({ from, to }).toString()}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A page of a conversation's messages, oldest first: the newest without a cursor. */
export function fetchMessages(
  id: number,
  cursor: { before?: number; after?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<AdminChatMessagePage> {
  const params = new URLSearchParams();
  if (cursor.before !== undefined) params.set('before', String(cursor.before));
  if (cursor.after !== undefined) params.set('after', String(cursor.after));
  if (cursor.limit !== undefined) params.set('limit', String(cursor.limit));
  const query = params.toString();
  return chatApi.get<AdminChatMessagePage>(`${conversation(id)}/messages${query ? `?${query}` : ''}`, { signal });
}

export function sendMessage(
  id: number,
  body: { text?: string; file_id?: string; client_message_id: string },
): Promise<ChatMessage> {
  return chatApi.post<ChatMessage>(`${conversation(id)}/messages`, body);
}

/** `POST /file/upload`: an image or a sound, uploaded by the agent before the message that carries it. */
export function uploadFile(file: File): Promise<ChatFile> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return chatApi.post<ChatFile>('/file/upload', form);
}

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

/** The signed-in agent's own row among the agents (none for a role that may not reply). */
export const myAgent = (agents: AdminChatAgent[] | undefined) => agents?.find((agent) => agent.me);

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
      chatApi.post<AdminChatConversation>(`${conversation(id)}/status`, body),
    onSuccess: changed,
  });
}

export function useAssign(id: number) {
  const changed = useConversationChanged();
  return useMutation({
    mutationFn: (operatorId: number | null) =>
      chatApi.post<AdminChatConversation>(`${conversation(id)}/assign`, { operator_id: operatorId }),
    onSuccess: changed,
  });
}

/** The team has read the conversation up to a message: its unread badge goes. */
export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastReadId: number) =>
      chatApi.post<AdminChatConversation>(`${conversation(id)}/read`, { last_read_id: lastReadId }),
    onSuccess: (row) => conversationChanged(queryClient, row, myAgent(queryClient.getQueryData(chatKeys.agents))?.id),
  });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) => chatApi.put<AdminChatAgent>('/operator/agents/me', { available }),
    onSuccess: (me) =>
      queryClient.setQueryData<AdminChatAgent[]>(chatKeys.agents, (agents) =>
        agents?.map((agent) => (agent.id === me.id ? me : agent)),
      ),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChatSettings) => chatApi.put<ChatSettings>('/operator/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(chatKeys.settings, saved),
  });
}

/** Add (no id) or change a canned reply; the list is asked again. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChatCannedReplyInput & { id?: number }) =>
      id === undefined
        ? chatApi.post<AdminCannedReply>('/operator/canned-replies', body)
        : chatApi.put<AdminCannedReply>(`/operator/canned-replies/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chatApi.delete<{ deleted: true }>(`/operator/canned-replies/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}
