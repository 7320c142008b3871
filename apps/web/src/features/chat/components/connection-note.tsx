import { CHAT } from '@member/shared';
import { useEffect, useState } from 'react';
import type { RealtimeStatus } from '@member/web-kit/realtime';

/** A first connection that takes longer than this is said; a quick one shows nothing. */
const CONNECTING_NOTE_DELAY_MS = 1_500;

/** Says when the live connection is not there: messages still send, the team's arrive once it is back. */
export function ConnectionNote({ status }: { status: RealtimeStatus | 'off' }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (status !== 'connecting') return;
    const timer = setTimeout(() => setSlow(true), CONNECTING_NOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [status]);

  const text = status === 'offline' ? CHAT.reconnecting : status === 'connecting' && slow ? CHAT.connecting : null;
  return (
    <div
      role="status"
      className={text ? 'mx-3 mb-2 rounded-lg bg-zinc-700/60 px-3 py-1.5 text-center text-xs' : 'sr-only'}
    >
      {text}
    </div>
  );
}
