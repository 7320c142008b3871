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

/**
 * A pushed count: newer than any read of it still on its way, which is dropped first so that its older
 * answer cannot overwrite this one (the socket's follow asks again while a push may already be coming).
 */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  void queryClient.cancelQueries({ queryKey: CHAT_UNREAD_QUERY_KEY }, { revert: false, silent: true });
  queryClient.setQueryData<ChatUnreadCount>(CHAT_UNREAD_QUERY_KEY, { count });
}
