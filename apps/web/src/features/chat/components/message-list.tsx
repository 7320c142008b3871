import { bangkokDay, CHAT, type ChatMessage, formatDayHeading } from '@member/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import type { AgentTyping } from '../hooks/use-conversation';
import { type ConversationState, lastOwnMessage, type Outgoing } from '../lib/conversation';
import { ImageViewer } from './image-viewer';
import { type BubbleView, MessageBubble } from './message-bubble';

/** Within this many pixels of the end, the list follows new messages down. */
const STICK_TO_END_PX = 96;

export interface MessageListProps {
  state: ConversationState;
  greeting: string;
  agentTyping: AgentTyping;
  older: { loading: boolean; error: string | null };
  onLoadOlder: () => void;
  onRetry: (clientMessageId: string) => void;
}

function messageView(message: ChatMessage, read: boolean): BubbleView {
  return {
    sender: message.sender,
    text: message.text,
    file: message.file ? { id: message.file.id, kind: message.file.kind, url: message.file.url } : null,
    createdAt: message.createdAt,
    read,
  };
}

function outgoingView(item: Outgoing, onRetry: (id: string) => void): BubbleView {
  return {
    sender: 'member',
    text: item.text,
    file: item.attachment
      ? {
          id: item.attachment.uploaded?.id ?? null,
          kind: item.attachment.kind,
          url: item.attachment.uploaded?.url ?? item.attachment.previewUrl,
        }
      : null,
    createdAt: item.createdAt,
    delivery: { status: item.status, error: item.error, onRetry: () => onRetry(item.clientMessageId) },
  };
}

/**
 * The conversation, oldest at the top: the greeting once the beginning is reached, a heading per
 * Bangkok day, the sends still on their way at the end, and the agent's typing below. It opens at the
 * newest message, follows new ones while the member is at the end, keeps its place when older ones
 * load above, and loads them when the member scrolls to the top.
 */
export function MessageList({ state, greeting, agentTyping, older, onLoadOlder, onRetry }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  // Where this list last put the scroll itself: its own scroll events say nothing of the member's wish
  // (content that grew meanwhile would read as "scrolled up").
  const placedAt = useRef<number | null>(null);
  const place = (element: HTMLDivElement, top: number) => {
    element.scrollTop = top;
    placedAt.current = element.scrollTop;
  };
  // Distance from the end when older messages were asked for: kept when they arrive.
  const keepFromEnd = useRef<number | null>(null);
  const [image, setImage] = useState<string | null>(null);

  const firstId = state.messages[0]?.id;
  const endKey = `${state.messages.at(-1)?.id}:${state.outgoing.length}:${agentTyping ? 1 : 0}`;
  const ownSendCount = state.outgoing.length;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepFromEnd.current !== null) {
      place(element, element.scrollHeight - keepFromEnd.current);
      keepFromEnd.current = null;
    }
  }, [firstId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atEnd.current) place(element, element.scrollHeight);
  }, [endKey]);

  // An image that loads (or anything else that grows) keeps the end in view while the member is there.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current && keepFromEnd.current === null) place(element, element.scrollHeight);
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // The member's own send always shows, wherever they had scrolled.
  const previousOwn = useRef(ownSendCount);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && ownSendCount > previousOwn.current) {
      place(element, element.scrollHeight);
      atEnd.current = true;
    }
    previousOwn.current = ownSendCount;
  }, [ownSendCount]);

  const loadOlder = () => {
    const element = scroller.current;
    if (element) keepFromEnd.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };
  const loadOlderRef = useRef(loadOlder);
  useEffect(() => {
    loadOlderRef.current = loadOlder;
  });

  // Scrolled to the top: the older page loads by itself (the button does the same by hand). Effects run
  // after the layout effects above, so the list is at its end before the top is watched.
  const canLoadOlder = state.hasOlder && !older.loading && older.error === null;
  useEffect(() => {
    const target = top.current;
    if (!canLoadOlder || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlderRef.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadOlder]);

  const ownLast = lastOwnMessage(state);
  const readId = ownLast && state.agentLastReadId >= ownLast.id ? ownLast.id : null;
  const empty = state.messages.length === 0 && state.outgoing.length === 0;

  const items = state.messages.flatMap((message, index) => {
    const bubble = (
      <MessageBubble key={message.id} view={messageView(message, message.id === readId)} onOpenImage={setImage} />
    );
    const day = bangkokDay(message.createdAt);
    const previous = state.messages[index - 1];
    if (previous && bangkokDay(previous.createdAt) === day) return [bubble];
    return [
      <li key={`day-${day}`} className="flex justify-center">
        <span className="rounded-full bg-surface-2 px-3 py-0.5 text-xs text-muted">
          {formatDayHeading(message.createdAt)}
        </span>
      </li>,
      bubble,
    ];
  });

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        if (placedAt.current !== null && Math.abs(element.scrollTop - placedAt.current) < 2) return;
        placedAt.current = null;
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_END_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-2"
    >
      <div ref={content}>
        <div ref={top} />
        {state.hasOlder ? (
          <div className="flex justify-center py-2">
            {older.loading ? (
              <Spinner />
            ) : (
              <button
                type="button"
                onClick={loadOlder}
                className="h-11 rounded-full border border-line bg-surface-2 px-4 text-sm text-muted hover:text-text"
              >
                {CHAT.loadOlder}
              </button>
            )}
          </div>
        ) : (
          greeting && (
            <ul className="pt-2">
              <MessageBubble
                view={{ sender: 'agent', text: greeting, file: null, createdAt: '' }}
                onOpenImage={setImage}
              />
            </ul>
          )
        )}
        {older.error && <p className="py-1 text-center text-xs text-red-300">{older.error}</p>}
        {empty && <p className="py-6 text-center text-sm text-muted">{CHAT.empty}</p>}
        {/* The log holds the list (a list item's parent must be the list itself). */}
        <div role="log" aria-label={CHAT.messages}>
          <ol className="flex flex-col gap-3 pt-2">
            {items}
            {state.outgoing.map((item) => (
              <MessageBubble key={item.clientMessageId} view={outgoingView(item, onRetry)} onOpenImage={setImage} />
            ))}
          </ol>
        </div>
        <div aria-live="polite" className="min-h-6 pt-2">
          {agentTyping && (
            <p data-testid="agent-typing" className="flex items-center gap-2 px-1 text-xs text-muted">
              <span aria-hidden="true" className="flex gap-0.5">
                <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:-0.2s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:-0.1s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted" />
              </span>
              {CHAT.typing}
            </p>
          )}
        </div>
      </div>
      <ImageViewer url={image} onClose={() => setImage(null)} />
    </div>
  );
}
