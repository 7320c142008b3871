import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (ISO), updated every second; null without a deadline. */
export function useCountdown(deadline: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, new Date(deadline).getTime() - now);
}
