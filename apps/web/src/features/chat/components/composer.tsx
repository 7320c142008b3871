import {
  CHAT,
  CHAT_AUDIO_TYPES,
  CHAT_IMAGE_TYPES,
  CHAT_LIMITS,
  type ChatFileKind,
  type ChatSettingsPublic,
} from '@member/shared';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import type { TypingNotifier } from '../lib/typing';
import { CHAT_FILE_ACCEPT, checkChatFile } from '../lib/files';
import { AttachIcon, SendIcon } from './chat-icons';

/** The service's limits until its settings have loaded (the defaults it starts with). */
const DEFAULT_UPLOAD: ChatSettingsPublic['upload'] = {
  imageMaxBytes: CHAT_LIMITS.imageMaxBytesDefault,
  audioMaxBytes: CHAT_LIMITS.audioMaxBytesDefault,
  imageTypes: [...CHAT_IMAGE_TYPES],
  audioTypes: [...CHAT_AUDIO_TYPES],
};

/** The box grows with the text up to this height, then scrolls. */
const MAX_BOX_PX = 128;

export interface ComposerProps {
  settings: ChatSettingsPublic | undefined;
  disabled: boolean;
  typing: TypingNotifier;
  onSend: (text: string) => void;
  onSendFile: (file: File, kind: ChatFileKind) => void;
}

/**
 * Writing a message: the attach button (images jpg/jpeg/png and audio mp3/wav, checked here by type
 * and size before they upload), the box (Enter sends, Shift+Enter breaks the line), the send button.
 */
export function Composer({ settings, disabled, typing, onSend, onSendFile }: ComposerProps) {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const maxLength = settings?.messageMaxLength ?? CHAT_LIMITS.messageMaxLength;
  const canSend = !disabled && text.trim() !== '';

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_BOX_PX)}px`;
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
    typing.stop();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const checked = checkChatFile(file, settings?.upload ?? DEFAULT_UPLOAD);
    if ('error' in checked) return setFileError(checked.error);
    setFileError(null);
    onSendFile(file, checked.kind);
  };

  return (
    <div className="border-t border-line bg-surface/95 px-2 pt-2 pb-2 backdrop-blur">
      {fileError && (
        <p role="alert" className="px-2 pb-2 text-sm text-red-300">
          {fileError}
        </p>
      )}
      <form onSubmit={submit} className="flex items-end gap-1.5">
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_FILE_ACCEPT}
          data-testid="chat-file"
          className="hidden"
          onChange={(event) => {
            pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <button
          type="button"
          aria-label={CHAT.attach}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
          className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/5 hover:text-text disabled:opacity-50"
        >
          <AttachIcon />
        </button>
        <textarea
          ref={box}
          rows={1}
          value={text}
          maxLength={maxLength}
          aria-label={CHAT.message}
          placeholder={CHAT.placeholder}
          enterKeyHint="send"
          onChange={(event) => {
            setText(event.target.value);
            setFileError(null);
            typing.input(event.target.value.trim() !== '');
          }}
          onKeyDown={keyDown}
          onBlur={() => typing.stop()}
          className="min-h-11 flex-1 resize-none rounded-[22px] border border-line bg-surface-2 px-4 py-2.5 text-base leading-6 text-text placeholder:text-muted focus:border-accent/70 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={CHAT.send}
          disabled={!canSend}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-b from-accent to-accent-strong text-white shadow-lg shadow-accent/25 transition disabled:opacity-40 disabled:shadow-none"
        >
          <SendIcon className="size-5" />
        </button>
      </form>
    </div>
  );
}
