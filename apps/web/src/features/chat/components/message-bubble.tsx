import { CHAT, type ChatFileKind, type ChatSender } from '@member/shared';
import { type ShownFile, useFileUrl } from '../hooks/use-file-url';
import { formatMessageTime } from '../lib/format';
import { ReadIcon, RetryIcon } from './chat-icons';

/** One bubble, from the server's message or a send still on its way. */
export interface BubbleView {
  sender: ChatSender;
  text: string | null;
  file: (ShownFile & { kind: ChatFileKind }) | null;
  createdAt: string;
  /** A send not confirmed yet. */
  delivery?: { status: 'sending' | 'failed'; error: string | null; onRetry: () => void };
  /** The member's last message, which the team has read. */
  read?: boolean;
}

const BUBBLES: Record<ChatSender, string> = {
  member: 'rounded-br-md bg-gradient-to-b from-accent to-accent-strong text-white',
  agent: 'rounded-bl-md border border-line bg-surface-2 text-text',
  system: 'rounded-bl-md border border-dashed border-line bg-surface text-text/90',
};

export function MessageBubble({ view, onOpenImage }: { view: BubbleView; onOpenImage: (url: string) => void }) {
  const mine = view.sender === 'member';
  // An agent is the team to the member: operators' sign-in names are not for a member's screen.
  const who = mine ? CHAT.you : view.sender === 'agent' ? CHAT.admin : CHAT.system;
  const failed = view.delivery?.status === 'failed';
  const file = useFileUrl(view.file);
  return (
    <li data-testid="chat-message" className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <span className={mine ? 'sr-only' : 'px-1 text-xs text-muted'}>{who}</span>
      <div
        className={`flex max-w-[80%] flex-col gap-2 rounded-2xl ${view.file && !view.text ? 'p-1' : 'px-3 py-2'} ${BUBBLES[view.sender]} ${
          view.delivery?.status === 'sending' ? 'opacity-70' : ''
        } ${failed ? 'ring-2 ring-red-500/70' : ''}`}
      >
        {view.file?.kind === 'image' && (
          <button
            type="button"
            aria-label={CHAT.enlargeImage}
            onClick={() => onOpenImage(file.url)}
            className="block min-h-11 min-w-11 overflow-hidden rounded-xl"
          >
            <img
              src={file.url}
              alt={CHAT.image}
              onError={file.onError}
              className="max-h-52 w-auto max-w-full object-cover"
            />
          </button>
        )}
        {view.file?.kind === 'audio' && (
          <audio
            controls
            preload="metadata"
            src={file.url}
            onError={file.onError}
            aria-label={CHAT.audio}
            className="h-11 w-60 max-w-full"
          />
        )}
        {view.text && <p className="text-[15px] leading-relaxed break-words whitespace-pre-wrap">{view.text}</p>}
      </div>
      <div
        className={`flex min-h-4 max-w-full flex-wrap items-center gap-x-2 px-1 text-xs text-muted ${mine ? 'justify-end' : ''}`}
      >
        {view.delivery?.status === 'sending' ? (
          <span role="status">{CHAT.sending}</span>
        ) : failed ? (
          <>
            <span className="text-red-300">{CHAT.failed}</span>
            {view.delivery?.error && <span className="text-red-300/80">{view.delivery.error}</span>}
            <button
              type="button"
              onClick={view.delivery?.onRetry}
              className="inline-flex h-11 items-center gap-1 rounded-lg px-2 font-semibold text-gold hover:bg-white/5"
            >
              <RetryIcon className="size-4" />
              {CHAT.retry}
            </button>
          </>
        ) : (
          view.createdAt && <time dateTime={view.createdAt}>{formatMessageTime(view.createdAt)}</time>
        )}
        {view.read && (
          <span data-testid="read-mark" className="inline-flex items-center gap-0.5 text-emerald-300">
            <ReadIcon className="size-3.5" />
            {CHAT.read}
          </span>
        )}
      </div>
    </li>
  );
}
