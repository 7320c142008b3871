import { type AdminCannedReply, CHAT_LIMITS, type ChatSettings } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { insertCanned, matchCanned, type SlashToken, slashToken } from '../lib/canned';
import { checkAttachment, UPLOAD_ACCEPT } from '../lib/attachment';

interface ComposerProps {
  cannedReplies: readonly AdminCannedReply[];
  /** The upload limits (before the settings arrive, the defaults). */
  settings: Pick<ChatSettings, 'imageMaxBytes' | 'audioMaxBytes'> | undefined;
  onSend: (text: string, file: File | null) => void;
  /** Each change of the text (the typing signal). */
  onInput: () => void;
  onStopTyping: () => void;
}

/**
 * The agent's reply: Enter sends, Shift+Enter breaks the line (and nothing sends while a Thai input method
 * composes). Typing `/code` lists the canned replies whose short code matches; arrows choose, Enter or Tab
 * puts the text in place of `/code`, Escape closes the list. One image or sound may be attached.
 */
export function Composer({ cannedReplies, settings, onSend, onInput, onStopTyping }: ComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [token, setToken] = useState<SlashToken | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();

  const suggestions = token && !dismissed ? matchCanned(cannedReplies, token.query) : [];
  const open = suggestions.length > 0;
  const selected = open ? suggestions[Math.min(active, suggestions.length - 1)] : undefined;

  const readToken = (value: string, caret: number) => {
    setToken(slashToken(value, caret));
    setActive(0);
  };

  const insert = (reply: AdminCannedReply) => {
    if (!token) return;
    const next = insertCanned(text, token, reply);
    setText(next.text);
    setToken(null);
    // The caret goes after the inserted text once React has put it in the box.
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const canSend = text.trim() !== '' || file !== null;
  const send = () => {
    if (!canSend) return;
    onSend(text, file);
    onStopTyping();
    setText('');
    setFile(null);
    setToken(null);
    setFileError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (open && selected) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        insert(selected);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(true);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="flex flex-col gap-2 border-t border-line bg-surface p-3">
      {file && (
        <p className="flex items-center gap-2 text-sm">
          <span className="truncate">{BO_CHAT.attached(file.name)}</span>
          <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
            {BO_CHAT.removeAttachment}
          </Button>
        </p>
      )}
      <ErrorNotice message={fileError} />
      <div className="relative">
        {open && (
          <ul
            id={listId}
            role="listbox"
            aria-label={BO_CHAT.cannedSuggestions}
            className="absolute inset-x-0 bottom-full z-10 mb-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
          >
            {suggestions.map((reply) => (
              <li
                key={reply.id}
                id={`${listId}-${reply.id}`}
                role="option"
                aria-selected={reply === selected}
                onMouseDown={(event) => {
                  event.preventDefault();
                  insert(reply);
                }}
                className={`cursor-pointer rounded-md px-3 py-2 text-sm ${reply === selected ? 'bg-accent text-white' : 'hover:bg-surface-2'}`}
              >
                <span className="font-semibold">/{reply.shortCode}</span>{' '}
                <span className={reply === selected ? 'text-white/90' : 'text-muted'}>{reply.text}</span>
              </li>
            ))}
          </ul>
        )}
        <textarea
          ref={textarea}
          value={text}
          rows={2}
          maxLength={CHAT_LIMITS.messageMaxLength}
          aria-label={BO_CHAT.replyLabel}
          aria-describedby={hintId}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={selected ? `${listId}-${selected.id}` : undefined}
          placeholder={BO_CHAT.placeholder}
          className="block max-h-40 min-h-16 w-full resize-y rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            readToken(event.target.value, event.target.selectionStart);
            onInput();
          }}
          onSelect={(event) => readToken(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={onStopTyping}
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={BO_CHAT.attach}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              const problem = checkAttachment(chosen, settings);
              setFileError(problem);
              setFile(problem ? null : chosen);
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            title={BO_CHAT.attachHint}
            className="shrink-0"
            onClick={() => fileInput.current?.click()}
          >
            {BO_CHAT.attach}
          </Button>
          <span id={hintId} className="text-xs text-muted">
            {BO_CHAT.composerHint}
          </span>
        </span>
        <Button onClick={send} disabled={!canSend}>
          {BO_CHAT.send}
        </Button>
      </div>
    </div>
  );
}
