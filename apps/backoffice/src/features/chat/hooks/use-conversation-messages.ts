import { CHANNELS, CHAT_LIMITS, type ChatMessage } from '@member/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { failureText } from '@/shared/lib/error-message';
import { fetchMessages, sendMessage, uploadFile } from '../api/messages';
import {
  initialMessages,
  lastId,
  messagesReducer,
  newClientMessageId,
  type PendingMessage,
} from '../lib/messages-state';
import type { ChatRealtime } from '../realtime/types';

const errorText = failureText;

/**
 * A conversation's messages, live: the channel is subscribed first and the newest page read after, so
 * nothing falls between (ids already held are dropped); after a reconnect the kit subscribes again with
 * the last id and what was missed is merged (beyond the ack's 100, the rest is read with `?after=`).
 * Older pages on demand. Sends are optimistic: a pending message shows at once, and leaves when the
 * server's answer or its event (same client_message_id) arrives; a failure keeps it with a retry that
 * sends the same client_message_id, so the server stores it once.
 */
export function useConversationMessages(conversationId: number, realtime: ChatRealtime | null) {
  const [state, dispatch] = useReducer(messagesReducer, initialMessages);
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const merge = useCallback((messages: ChatMessage[]) => dispatch({ type: 'merge', messages }), []);

  /** After the ack's missed messages, the rest (if the ack was full) page by page. */
  const catchUp = useCallback(
    async (missed: ChatMessage[]) => {
      merge(missed);
      let page = missed;
      while (page.length >= CHAT_LIMITS.pageMax) {
        const after = page.at(-1)?.id;
        const next = await fetchMessages(conversationId, { after, limit: CHAT_LIMITS.pageMax });
        merge(next.messages);
        if (!next.hasMore) break;
        page = next.messages;
      }
    },
    [conversationId, merge],
  );

  useEffect(() => {
    if (!realtime) return;
    const channel = CHANNELS.conversation(conversationId);
    const unsubscribe = realtime.subscribe(channel, {
      after: () => lastId(stateRef.current),
      onMissed: (missed) => void catchUp(missed).catch(() => undefined),
    });
    const off = realtime.on('chat.message', (event) => {
      if (event.channel === channel) merge([event.message]);
    });
    return () => {
      off();
      unsubscribe();
    };
  }, [realtime, conversationId, merge, catchUp]);

  const loadNewest = useCallback(
    (signal?: AbortSignal) => {
      fetchMessages(conversationId, {}, signal)
        .then((page) => dispatch({ type: 'loaded', messages: page.messages, hasMore: page.hasMore }))
        .catch((failure: unknown) => {
          if (!signal?.aborted) setError(failure);
        });
    },
    [conversationId],
  );

  useEffect(() => {
    const controller = new AbortController();
    loadNewest(controller.signal);
    return () => controller.abort();
  }, [loadNewest]);

  const reload = useCallback(() => {
    setError(null);
    loadNewest();
  }, [loadNewest]);

  const loadOlder = useCallback(async () => {
    const current = stateRef.current;
    const before = current.messages[0]?.id;
    if (!current.hasOlder || before === undefined || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(conversationId, { before });
      dispatch({ type: 'older', messages: page.messages, hasMore: page.hasMore });
    } catch {
      // The button stays: the agent scrolls or clicks again.
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, loadingOlder]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      const { clientMessageId } = item;
      dispatch({ type: 'pending-update', clientMessageId, patch: { state: 'sending', error: null } });
      try {
        let fileId = item.fileId;
        if (item.file && !fileId) {
          fileId = (await uploadFile(item.file)).id;
          dispatch({ type: 'pending-update', clientMessageId, patch: { fileId } });
        }
        const message = await sendMessage(conversationId, {
          ...(item.text ? { text: item.text } : {}),
          ...(fileId ? { file_id: fileId } : {}),
          client_message_id: clientMessageId,
        });
        merge([message]);
        // The answer is this send's, whatever it carries: the pending copy goes.
        dispatch({ type: 'pending-remove', clientMessageId });
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      } catch (failure) {
        dispatch({ type: 'pending-update', clientMessageId, patch: { state: 'failed', error: errorText(failure) } });
      }
    },
    [conversationId, merge],
  );

  const send = useCallback(
    (text: string, file: File | null) => {
      const item: PendingMessage = {
        clientMessageId: newClientMessageId(),
        text: text.trim(),
        file,
        previewUrl: file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        fileId: null,
        state: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
      };
      dispatch({ type: 'pending', message: item });
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const item = stateRef.current.pending.find((pending) => pending.clientMessageId === clientMessageId);
      if (item) void deliver(item);
    },
    [deliver],
  );

  const discard = useCallback((clientMessageId: string) => {
    const item = stateRef.current.pending.find((pending) => pending.clientMessageId === clientMessageId);
    if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
    dispatch({ type: 'pending-remove', clientMessageId });
  }, []);

  return { ...state, error, reload, loadOlder, loadingOlder, send, retry, discard };
}
