import { CHANNELS, CHAT_LIMITS } from '@member/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatRealtime } from '../realtime/types';

/** The agent is taken to have stopped typing this long after the last key. */
const TYPING_IDLE_MS = 3000;

/**
 * The member's typing, as the conversation's channel tells it: shown until they say they stopped, a
 * message of theirs arrives, or CHAT_LIMITS.typingShowMs passes without a new event.
 */
export function useMemberTyping(conversationId: number, realtime: ChatRealtime | null) {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!realtime) return;
    const channel = CHANNELS.conversation(conversationId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      setTyping(false);
    };
    const offTyping = realtime.on('chat.typing', (event) => {
      if (event.channel !== channel || event.who !== 'member') return;
      clearTimeout(timer);
      setTyping(event.typing);
      if (event.typing) timer = setTimeout(stop, CHAT_LIMITS.typingShowMs);
    });
    const offMessage = realtime.on('chat.message', (event) => {
      if (event.channel === channel && event.message.sender === 'member') stop();
    });
    return () => {
      clearTimeout(timer);
      offTyping();
      offMessage();
    };
  }, [conversationId, realtime]);
  return typing;
}

/**
 * The agent's typing, told to the member: at most once per CHAT_LIMITS.typingThrottleMs while keys are
 * pressed (the server throttles too), and "stopped" after a pause, on sending or on leaving.
 */
export function useTypingSender(conversationId: number, realtime: ChatRealtime | null) {
  const channel = CHANNELS.conversation(conversationId);
  const lastSent = useRef(0);
  const active = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (!active.current) return;
    active.current = false;
    lastSent.current = 0;
    realtime?.typing(channel, false);
  }, [channel, realtime]);

  const input = useCallback(() => {
    if (!realtime) return;
    const now = Date.now();
    if (now - lastSent.current >= CHAT_LIMITS.typingThrottleMs) {
      lastSent.current = now;
      active.current = true;
      realtime.typing(channel, true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [channel, realtime, stop]);

  useEffect(() => stop, [stop]);
  return { input, stop };
}
