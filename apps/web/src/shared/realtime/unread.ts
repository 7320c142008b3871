import type { ChatUnreadCount } from '@member/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';
import { useFirstScreenDone } from '@/shared/lib/after-first-screen';

/** The member's unread chat messages (`GET /chat/api/v1/chat-member/count`, then `chat.unread` events). */
export const CHAT_UNREAD_QUERY_KEY = ['chat', 'unread'] as const;

const unreadQueryOptions = {
  queryKey: CHAT_UNREAD_QUERY_KEY,
  queryFn: () => chatApi.get<ChatUnreadCount>('/chat-member/count'),
  // Events keep it; it is asked again only when the socket comes back (events may have been missed).
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
};

/** The unread count the badges show; 0 until known (it is asked for once the page the member opened is shown). */
export function useUnreadCount(): number {
  return useQuery({ ...unreadQueryOptions, enabled: useFirstScreenDone() }).data?.count ?? 0;
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<ChatUnreadCount>(CHAT_UNREAD_QUERY_KEY, { count });
}
