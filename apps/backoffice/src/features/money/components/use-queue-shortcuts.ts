import { useEffect, useRef } from 'react';

export type QueueCommand = 'next' | 'previous' | 'approve' | 'reject' | 'help';

const KEYS: Record<string, QueueCommand> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'approve',
  r: 'reject',
  '?': 'help',
};

/** Typing in a field (or any editable element) is typing, not a command. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** The command a key press means to the queue, or null: none while typing, while a dialog is open, or with Ctrl/Alt/⌘. */
export function queueCommand(event: KeyboardEvent, doc: Document = document): QueueCommand | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTyping(event.target)) return null;
  if (doc.querySelector('dialog[open]')) return null;
  return Object.hasOwn(KEYS, event.key) ? (KEYS[event.key] ?? null) : null;
}

/** The queue's keyboard shortcuts (j/k, ↓/↑, a, r, ?), on the whole page while the queue is shown. */
export function useQueueShortcuts(onCommand: (command: QueueCommand) => void): void {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const command = queueCommand(event);
      if (!command) return;
      event.preventDefault();
      handler.current(command);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
