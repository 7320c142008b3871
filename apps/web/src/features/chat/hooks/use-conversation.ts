import {
  CHANNELS,
  CHAT_LIMITS,
  type ChatFileKind,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatTypingEvent,
  SERVER_EVENTS,
} from '@member/shared';
import { isApiError } from '@member/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { usePageVisible } from '@/shared/hooks/use-page-visible';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';
import { LIVE_FALLBACK_POLL_MS, useRealtime, useRealtimeStatus } from '@/shared/realtime/realtime-store';
import { setUnreadCount } from '@/shared/realtime/unread';
import { fetchAfter, fetchOlder, resetUnread, sendMessage, uploadFile, useNewestMessages } from '../api/chat-api';
import {
  conversationReducer,
  initialConversation,
  lastMessageId,
  newestFromTeam,
  type Outgoing,
} from '../lib/conversation';
import { createTypingNotifier, type TypingNotifier } from '../lib/typing';

/** The agent typing now (their name, when the server gives it), or null. */
export type AgentTyping = { name: string | null } | null;

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/**
 * The member's conversation, live: the newest page, then the conversation's channel (resumed from the
 * last id held after every reconnect), older pages on demand, optimistic sends with retries that keep
 * their `client_message_id`, the agent's typing, and reading (reset-unread) whenever the page is seen.
 */
export function useConversation() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const status = useRealtimeStatus();
  const visible = usePageVisible();
  const newest = useNewestMessages();
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  // What the socket's callbacks read when they run (the id to resume after, the sends to retry).
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    if (newest.data) dispatch({ type: 'newest', page: newest.data });
  }, [newest.data]);
  const loaded = newest.data !== undefined;
  const conversationId = state.conversationId;

  /** Everything after `from` (the newest id held), page after page (a long break, or the socket is down). */
  const catchUp = useCallback(async (from?: number) => {
    let after = from ?? lastMessageId(stateRef.current);
    try {
      while (after !== undefined) {
        const page = await fetchAfter(after);
        dispatch({ type: 'received', messages: page.messages });
        after = page.hasMore ? page.messages.at(-1)?.id : undefined;
      }
    } catch {
      // The next reconnect or fallback round asks again.
    }
  }, []);

  // The conversation's channel: messages, the team's reading, the agent's typing.
  const [agentTyping, setAgentTyping] = useState<AgentTyping>(null);
  useEffect(() => {
    if (!realtime || conversationId === null) return;
    const channel = CHANNELS.conversation(conversationId);
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const hideTyping = () => {
      clearTimeout(typingTimer);
      setAgentTyping(null);
    };
    const stops = [
      realtime.on<ChatMessageEvent>(SERVER_EVENTS.chatMessage, (event) => {
        if (event.channel !== channel) return;
        dispatch({ type: 'received', messages: [event.message] });
        if (event.message.sender === 'agent') hideTyping();
      }),
      realtime.on<ChatReadEvent>(SERVER_EVENTS.chatRead, (event) => {
        if (event.channel === channel) dispatch({ type: 'read', reader: event.reader, lastReadId: event.lastReadId });
      }),
      realtime.on<ChatTypingEvent>(SERVER_EVENTS.chatTyping, (event) => {
        if (event.channel !== channel || event.who !== 'agent') return;
        if (!event.typing) return hideTyping();
        clearTimeout(typingTimer);
        setAgentTyping({ name: event.name });
        // No "stopped" may come (a closed tab): the indicator goes by itself.
        typingTimer = setTimeout(hideTyping, CHAT_LIMITS.typingShowMs);
      }),
    ];
    const unsubscribe = realtime.subscribe(channel, {
      after: () => lastMessageId(stateRef.current),
      onMissed: (messages) => {
        dispatch({ type: 'received', messages });
        // The ack carries at most a page: the rest is read.
        if (messages.length >= CHAT_LIMITS.pageMax) void catchUp(messages.at(-1)?.id);
      },
    });
    return () => {
      unsubscribe();
      for (const stop of stops) stop();
      hideTyping();
    };
  }, [realtime, conversationId, catchUp]);

  // While the socket is down, what the team writes still arrives, slowly.
  useEffect(() => {
    if (!loaded || conversationId === null || status === 'online') return;
    const timer = setInterval(() => void catchUp(), LIVE_FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [loaded, conversationId, status, catchUp]);

  // Read: the team's newest message while the page is seen (the badges follow the answer).
  const teamNewest = newestFromTeam(state);
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!visible || teamNewest === undefined || teamNewest <= state.memberLastReadId) return;
    if (readUpTo.current >= teamNewest) return;
    readUpTo.current = teamNewest;
    resetUnread(teamNewest).then(
      ({ count }) => {
        setUnreadCount(queryClient, count);
        dispatch({ type: 'read', reader: 'member', lastReadId: teamNewest });
      },
      () => {
        readUpTo.current = 0;
      },
    );
  }, [visible, teamNewest, state.memberLastReadId, queryClient]);

  // Sends: shown at once, confirmed by the answer or the event (whichever comes first), retried as they were.
  const deliver = useCallback(async (item: Outgoing) => {
    const clientMessageId = item.clientMessageId;
    try {
      let fileId = item.attachment?.uploaded?.id;
      if (item.attachment && !fileId) {
        const uploaded = await uploadFile(item.attachment.file);
        dispatch({ type: 'uploaded', clientMessageId, file: uploaded });
        fileId = uploaded.id;
      }
      const message = await sendMessage({
        client_message_id: clientMessageId,
        ...(item.text ? { text: item.text } : {}),
        ...(fileId ? { file_id: fileId } : {}),
      });
      dispatch({ type: 'received', messages: [message] });
    } catch (error) {
      dispatch({ type: 'failed', clientMessageId, error: isApiError(error) ? error.message : null });
    }
  }, []);

  const queue = useCallback(
    (text: string | null, attachment: Outgoing['attachment']) => {
      const item: Outgoing = {
        clientMessageId: newIdempotencyKey(),
        text,
        attachment,
        status: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
      };
      dispatch({ type: 'queued', item });
      void deliver(item);
    },
    [deliver],
  );

  // The device's previews of picked files, freed when the page closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL?.(url);
    };
  }, []);

  const send = useCallback((text: string) => queue(text.trim(), null), [queue]);
  const sendFile = useCallback(
    (file: File, kind: ChatFileKind) => {
      const previewUrl = previewOf(file);
      if (previewUrl) previews.current.add(previewUrl);
      queue(null, { file, kind, previewUrl, uploaded: null });
    },
    [queue],
  );
  const retry = useCallback(
    (clientMessageId: string) => {
      const item = stateRef.current.outgoing.find((entry) => entry.clientMessageId === clientMessageId);
      if (!item || item.status !== 'failed') return;
      dispatch({ type: 'sending', clientMessageId });
      void deliver(item);
    },
    [deliver],
  );

  // Older pages, when the member scrolls back.
  const [older, setOlder] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const loadOlder = useCallback(async () => {
    const first = stateRef.current.messages[0]?.id;
    if (first === undefined || older.loading) return;
    setOlder({ loading: true, error: null });
    try {
      dispatch({ type: 'older', page: await fetchOlder(first) });
      setOlder({ loading: false, error: null });
    } catch (error) {
      setOlder({ loading: false, error: isApiError(error) ? error.message : null });
    }
  }, [older.loading]);

  // The member's own typing, on the conversation's channel once there is one.
  const typing: TypingNotifier = useMemo(() => {
    if (!realtime || conversationId === null) return { input: () => {}, stop: () => {} };
    const channel = CHANNELS.conversation(conversationId);
    return createTypingNotifier((on) => realtime.typing(channel, on), {
      throttleMs: CHAT_LIMITS.typingThrottleMs,
      idleMs: CHAT_LIMITS.typingShowMs - CHAT_LIMITS.typingThrottleMs,
    });
  }, [realtime, conversationId]);
  useEffect(() => () => typing.stop(), [typing]);

  return {
    state,
    loaded,
    loadError: newest.error,
    reload: () => void newest.refetch(),
    status,
    agentTyping,
    older,
    loadOlder,
    send,
    sendFile,
    retry,
    typing,
  };
}
