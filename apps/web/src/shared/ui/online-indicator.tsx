import { UI } from '@member/shared';
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../hooks/use-online-status';

const BACK_ONLINE_VISIBLE_MS = 3_000;

/** A banner while offline, and a short "back online" note when the connection returns. */
export function OnlineIndicator() {
  const online = useOnlineStatus();
  const [previousOnline, setPreviousOnline] = useState(online);
  const [showBackOnline, setShowBackOnline] = useState(false);

  // A change of connection is derived during render (no effect needed): back online shows the note.
  if (online !== previousOnline) {
    setPreviousOnline(online);
    setShowBackOnline(online);
  }

  useEffect(() => {
    if (!showBackOnline) return;
    const timer = setTimeout(() => setShowBackOnline(false), BACK_ONLINE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [showBackOnline]);

  if (online && !showBackOnline) return null;
  return (
    <div
      role="status"
      className={`anim-fade fixed inset-x-0 top-0 z-[60] px-3 py-1.5 text-center text-sm font-medium text-white ${
        online ? 'bg-emerald-600' : 'bg-zinc-700'
      }`}
    >
      {online ? UI.online : UI.offline}
    </div>
  );
}
