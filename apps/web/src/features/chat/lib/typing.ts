export interface TypingNotifier {
  /** The member typed; `hasText` is false once the box is empty again. */
  input(hasText: boolean): void;
  /** The member sent, left the box, or the page closes. */
  stop(): void;
}

/**
 * The member's own typing events: "typing" at most once per `throttleMs` while they type (the server
 * drops more anyway, and the agent's indicator holds a few seconds after each), and "stopped" when the
 * box empties, after `idleMs` without a key, or on `stop()`.
 */
export function createTypingNotifier(
  send: (typing: boolean) => void,
  { throttleMs, idleMs }: { throttleMs: number; idleMs: number },
  now: () => number = Date.now,
): TypingNotifier {
  let typing = false;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (!typing) return;
    typing = false;
    send(false);
  };

  return {
    input(hasText) {
      if (!hasText) return stop();
      const at = now();
      if (!typing || at - lastSentAt >= throttleMs) {
        typing = true;
        lastSentAt = at;
        send(true);
      }
      clearTimeout(idleTimer);
      idleTimer = setTimeout(stop, idleMs);
    },
    stop,
  };
}
