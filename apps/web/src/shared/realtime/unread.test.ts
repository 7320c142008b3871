import type { ChatUnreadCount } from '@member/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CHAT_UNREAD_QUERY_KEY, setUnreadCount } from './unread';

describe('a pushed unread count', () => {
  it('is not overwritten by a read that was on its way before it', async () => {
    const queryClient = new QueryClient();
    let answer: (value: ChatUnreadCount) => void = () => {};
    const stale = new Promise<ChatUnreadCount>((resolve) => {
      answer = resolve;
    });
    const read = queryClient.fetchQuery({ queryKey: CHAT_UNREAD_QUERY_KEY, queryFn: () => stale }).catch(() => null);
    setUnreadCount(queryClient, 1);
    answer({ count: 0 });
    await read;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(CHAT_UNREAD_QUERY_KEY)).toEqual({ count: 1 });
  });
});
