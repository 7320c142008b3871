import { type ChatFile, type ChatMessage, formatDate, formatDayHeading } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { useFileUrl } from '../hooks/use-file-url';
import type { PendingMessage } from '../lib/messages-state';

/** Older messages load when the agent scrolls this close to the top. */
const LOAD_OLDER_AT_PX = 80;
/** New messages keep the view at the bottom when it was this close to it. */
const STICK_TO_BOTTOM_PX = 120;

const hourOf = (value: string) => formatDate(value, 'isoTime').slice(11, 16);

interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The last message the member has read (their "read" mark goes under the agent's last such message). */
  memberLastReadId: number;
  memberTyping: boolean;
  memberName: string;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
}

/** The conversation, oldest first by Bangkok day; older pages load on scrolling up, the view follows new ones. */
export function MessageList(props: MessageListProps) {
  const { messages, pending, hasOlder, loadingOlder, onLoadOlder, memberLastReadId } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  /** The view shows the newest message: a picture that loads keeps it there. */
  const atBottom = useRef(true);
  const edges = useRef<{ first?: number; last?: number; pending: number; states: string }>({
    pending: 0,
    states: '',
  });
  const [image, setImage] = useState<ChatFile | null>(null);

  const firstId = messages[0]?.id;
  const lastMessageId = messages.at(-1)?.id;
  // A pending message that fails grows (its error and retry): the view follows it like a new message.
  const pendingStates = pending.map((item) => item.state).join();
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = edges.current;
    const grewAtTop = before.first !== undefined && firstId !== undefined && firstId < before.first;
    const grewAtBottom =
      lastMessageId !== before.last ||
      pending.length > before.pending ||
      pendingStates !== before.states ||
      props.memberTyping;
    if (grewAtTop && !grewAtBottom) {
      // Older messages came in above: the message the agent was reading stays where it was.
      element.scrollTop = element.scrollHeight - fromBottom.current;
    } else if (
      before.last === undefined ||
      pending.length > before.pending ||
      (grewAtBottom && fromBottom.current - element.clientHeight < STICK_TO_BOTTOM_PX)
    ) {
      element.scrollTop = element.scrollHeight;
    }
    edges.current = { first: firstId, last: lastMessageId, pending: pending.length, states: pendingStates };
    fromBottom.current = element.scrollHeight - element.scrollTop;
    atBottom.current = fromBottom.current - element.clientHeight < STICK_TO_BOTTOM_PX;
  }, [firstId, lastMessageId, pending.length, pendingStates, props.memberTyping]);

  // A picture's height is known once it loads: the view stays at the newest message if it was there.
  const keepBottom = () => {
    const element = scroller.current;
    if (!element || !atBottom.current) return;
    element.scrollTop = element.scrollHeight;
    fromBottom.current = element.scrollHeight - element.scrollTop;
  };

  const lastReadAgentId = messages.findLast(
    (message) => message.sender === 'agent' && message.id <= memberLastReadId,
  )?.id;

  const headings = messages.map((message) => formatDayHeading(message.createdAt));
  return (
    <div
      ref={scroller}
      role="log"
      aria-label={BO_CHAT.messagesLabel}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-surface-2 p-4"
      onScroll={(event) => {
        const element = event.currentTarget;
        fromBottom.current = element.scrollHeight - element.scrollTop;
        atBottom.current = fromBottom.current - element.clientHeight < STICK_TO_BOTTOM_PX;
        if (element.scrollTop < LOAD_OLDER_AT_PX && hasOlder && !loadingOlder) onLoadOlder();
      }}
    >
      {hasOlder && (
        <div className="flex justify-center">
          {loadingOlder ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner className="size-4" />
              {BO_CHAT.loadingOlder}
            </p>
          ) : (
            <Button variant="ghost" size="sm" onClick={onLoadOlder}>
              {BO_CHAT.loadOlder}
            </Button>
          )}
        </div>
      )}
      {messages.length === 0 && pending.length === 0 && <p className="m-auto text-sm text-muted">{BO_CHAT.empty}</p>}
      {messages.map((message, index) => {
        const heading = headings[index];
        const newDay = index === 0 || heading !== headings[index - 1];
        return (
          <Fragment key={message.id}>
            {newDay && (
              <p className="my-1 self-center rounded-full bg-surface px-3 py-0.5 text-xs text-muted">{heading}</p>
            )}
            <Bubble
              side={message.sender === 'member' ? 'member' : message.sender === 'agent' ? 'agent' : 'system'}
              author={
                message.sender === 'agent'
                  ? (message.agentName ?? BO_CHAT.admin)
                  : message.sender === 'system'
                    ? BO_CHAT.system
                    : props.memberName
              }
              time={hourOf(message.createdAt)}
              footer={message.id === lastReadAgentId ? BO_CHAT.read : null}
            >
              {message.file && <Attachment file={message.file} onOpen={setImage} onLoad={keepBottom} />}
              {message.text && <p className="whitespace-pre-wrap break-words">{message.text}</p>}
            </Bubble>
          </Fragment>
        );
      })}
      {pending.map((item) => (
        <Bubble
          key={item.clientMessageId}
          side="agent"
          author={null}
          time={item.state === 'sending' ? BO_CHAT.sending : BO_CHAT.failed}
          failed={item.state === 'failed'}
          footer={
            item.state === 'failed' ? (
              <span className="flex flex-wrap items-center justify-end gap-2">
                {item.error && <span className="text-red-700">{item.error}</span>}
                <Button size="sm" variant="secondary" onClick={() => props.onRetry(item.clientMessageId)}>
                  {BO_CHAT.retry}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => props.onDiscard(item.clientMessageId)}>
                  {BO_CHAT.discard}
                </Button>
              </span>
            ) : null
          }
        >
          {item.previewUrl && (
            <img src={item.previewUrl} alt={BO_CHAT.image} onLoad={keepBottom} className="max-h-40 rounded-lg" />
          )}
          {item.file && !item.previewUrl && <p className="text-sm">{BO_CHAT.attached(item.file.name)}</p>}
          {item.text && <p className="whitespace-pre-wrap break-words">{item.text}</p>}
        </Bubble>
      ))}
      {props.memberTyping && (
        <p role="status" className="text-sm text-muted italic">
          {BO_CHAT.typing(props.memberName)}
        </p>
      )}
      <Dialog open={image !== null} onClose={() => setImage(null)} title={BO_CHAT.imageTitle} wide>
        {image && <FullImage file={image} />}
      </Dialog>
    </div>
  );
}

/** Where each writer's messages sit and how they look: the member left, the team right, the automatic reply centred. */
const SIDES = {
  member: { place: 'self-start items-start', look: 'border border-line bg-surface' },
  agent: { place: 'self-end items-end', look: 'bg-accent text-white' },
  system: { place: 'self-center items-center', look: 'border border-amber-200 bg-amber-50 text-amber-900' },
} as const;

function Bubble({
  side,
  author,
  time,
  footer,
  failed = false,
  children,
}: {
  side: keyof typeof SIDES;
  author: string | null;
  time: string;
  footer: ReactNode;
  failed?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex max-w-[80%] flex-col gap-0.5 ${SIDES[side].place}`}>
      {author && <span className="px-1 text-xs text-muted">{author}</span>}
      <div
        className={`flex flex-col gap-2 rounded-2xl px-3 py-2 text-sm ${SIDES[side].look} ${failed ? 'opacity-70 ring-2 ring-red-500' : ''}`}
      >
        {children}
      </div>
      <span className={`px-1 text-xs ${failed ? 'text-red-700' : 'text-muted'}`}>{time}</span>
      {footer && <span className="px-1 text-xs text-muted">{footer}</span>}
    </div>
  );
}

function Attachment({
  file,
  onOpen,
  onLoad,
}: {
  file: ChatFile;
  onOpen: (file: ChatFile) => void;
  onLoad: () => void;
}) {
  const { url, onError } = useFileUrl(file);
  if (file.kind === 'image') {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpen(file)}
        className="block"
        aria-label={BO_CHAT.openImage}
      >
        <img
          src={url}
          alt={BO_CHAT.image}
          onLoad={onLoad}
          onError={onError}
          className="max-h-48 max-w-full rounded-lg"
        />
      </button>
    );
  }
  return (
    <audio controls preload="none" src={url} onError={onError} aria-label={BO_CHAT.audio} className="max-w-full">
      <a href={url}>{BO_CHAT.audio}</a>
    </audio>
  );
}

function FullImage({ file }: { file: ChatFile }) {
  const { url, onError } = useFileUrl(file);
  return <img src={url} alt={BO_CHAT.image} onError={onError} className="mx-auto max-h-[70vh] rounded-lg" />;
}
