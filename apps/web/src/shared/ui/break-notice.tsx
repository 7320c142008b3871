import { LIMIT_TEXTS } from '@member/shared';
import type { ReactNode } from 'react';
import { useMemberBreak } from '../api/member-limits';

/**
 * A page's actions (deposit, game launch, mini-games), or, while the member is on a break, the one Thai
 * message stating until when (decision 0173) instead of them.
 */
export function BreakGate({ children }: { children: ReactNode }) {
  const active = useMemberBreak();
  if (!active) return <>{children}</>;
  return (
    <p role="status" className="rounded-2xl border border-gold/40 bg-gold/10 p-4 text-center text-text">
      {LIMIT_TEXTS.onBreak(active.ends_at)}
    </p>
  );
}
