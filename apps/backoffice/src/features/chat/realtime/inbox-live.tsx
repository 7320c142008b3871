import { type AdminChatConversation, CHANNELS } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { myAgent } from '../api/agents';
import { conversationChanged } from '../api/conversations';
import { chatKeys } from '../api/keys';
import { memberName } from '../lib/conversation-list';
import { type InboxNotice, noticeFor } from '../lib/inbox-notice';
import { playChime, showNotification } from '../lib/notify';
import { useRealtime } from './realtime-context';

/** The counts are asked again at most this often while events pour in. */
const COUNTS_REFRESH_MS = 500;

/** Tells the inbox which conversation the agent has open, so its own messages are no news. */
const ViewingContext = createContext<(id: number | null) => void>(() => undefined);
export const ViewingProvider = ViewingContext;

/** The open conversation, for as long as it is open. */
export function useViewing(id: number) {
  const setViewing = useContext(ViewingContext);
  useEffect(() => {
    setViewing(id);
    return () => setViewing(null);
  }, [id, setViewing]);
}

const isAgentRow = (value: object): value is AdminChatConversation => 'member' in value;

const pageAway = () => document.hidden || !document.hasFocus();

/**
 * The inbox kept live (the `inbox` channel): every change of a conversation updates the lists, the open
 * conversation and the counts; news for this agent chimes and, while the page is away, counts in the
 * tab's title and shows a system notification (when the agent allowed them). After a reconnect the lists
 * are asked again, since events may have been missed meanwhile.
 */
export function useInboxLive(openConversation: (id: number) => void) {
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  const viewing = useRef<number | null>(null);
  const lastSeen = useRef(new Map<number, number>());
  const [openedAt] = useState(() => Date.now());
  const [waiting, setWaiting] = useState(0);
  const open = useRef(openConversation);
  useEffect(() => {
    open.current = openConversation;
  }, [openConversation]);

  const setViewing = useCallback((id: number | null) => {
    viewing.current = id;
  }, []);

  useEffect(() => {
    if (!realtime) return;
    let countsTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshCounts = () => {
      countsTimer ??= setTimeout(() => {
        countsTimer = undefined;
        void queryClient.invalidateQueries({ queryKey: chatKeys.counts });
      }, COUNTS_REFRESH_MS);
    };
    const announce = ({ kind, row }: InboxNotice) => {
      if (!pageAway() && viewing.current === row.id) return;
      playChime();
      if (!pageAway()) return;
      setWaiting((count) => count + 1);
      const name = memberName(row.member);
      showNotification(
        kind === 'conversation' ? BO_CHAT.newConversation(name) : BO_CHAT.newMessage(name),
        row.lastMessage?.preview ?? '',
        `chat-${row.id}`,
        () => open.current(row.id),
      );
    };

    const unsubscribe = realtime.subscribe(CHANNELS.inbox);
    const offEvents = realtime.on('chat.conversation', (event) => {
      if (event.channel !== CHANNELS.inbox || !isAgentRow(event.conversation)) return;
      const row = event.conversation;
      const myId = myAgent(queryClient.getQueryData(chatKeys.agents))?.id;
      const seen = lastSeen.current.get(row.id);
      const notice = noticeFor(row, seen, myId, openedAt);
      if (row.lastMessage) lastSeen.current.set(row.id, Math.max(row.lastMessage.id, seen ?? 0));
      conversationChanged(queryClient, row, myId);
      refreshCounts();
      if (notice) announce(notice);
    });
    let wasDown = false;
    const offStatus = realtime.onStatus((status) => {
      if (status === 'offline') wasDown = true;
      if (status === 'online' && wasDown) {
        wasDown = false;
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
        void queryClient.invalidateQueries({ queryKey: chatKeys.counts });
      }
    });
    return () => {
      clearTimeout(countsTimer);
      offEvents();
      offStatus();
      unsubscribe();
    };
  }, [realtime, queryClient, openedAt]);

  // The tab's title counts the news that came while the page was away, until the agent comes back.
  useEffect(() => {
    const back = () => {
      if (!document.hidden) setWaiting(0);
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
  const [baseTitle] = useState(() => document.title);
  useEffect(() => {
    document.title = waiting > 0 ? BO_CHAT.tabTitle(waiting, baseTitle) : baseTitle;
  }, [waiting, baseTitle]);
  useEffect(() => () => void (document.title = baseTitle), [baseTitle]);

  return { setViewing, waiting };
}
