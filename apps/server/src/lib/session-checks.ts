import { createKept, type Kept, type KeptOptions } from './kept';
import type { EndedSessions } from './sessions';

/**
 * A process's memory of member sessions found live (decision 0089): a member's call is then answered
 * without the session's database lookup. Only live member sessions are kept; operators are checked on
 * every call (their role is read there).
 *
 * Revocation takes effect at once everywhere because every revocation goes through `forget`, in the
 * revoking process and, before the revoking request answers, in every other (plugins/realtime.ts
 * sends it through Redis and waits for each process's acknowledgement). The rest (races, a process
 * that cannot hear the others, an entry's life) is lib/kept.ts'.
 */
export interface SessionChecks extends Pick<Kept<string>, 'begin' | 'forgetAll' | 'suspend'> {
  /** The member a live session belongs to, if this process holds its check. */
  memberOf(sessionId: string): string | undefined;
  keep(sessionId: string, memberId: string, begun: number): void;
  forget(sessions: EndedSessions): void;
}

export function createSessionChecks(options: KeptOptions): SessionChecks {
  // Session id → member id.
  const live = createKept<string>(options);
  return {
    memberOf: (sessionId) => live.get(sessionId),
    begin: () => live.begin(),
    keep: (sessionId, memberId, begun) => live.keep(sessionId, memberId, begun),
    forget(sessions) {
      if ('sessionIds' in sessions) live.forget(sessions.sessionIds);
      else if (sessions.subject.kind === 'member') live.forgetWhere((memberId) => memberId === sessions.subject.id);
      // An operator's sessions are never kept; the epoch still moves, as for every forget.
      else live.forget([]);
    },
    forgetAll: () => live.forgetAll(),
    suspend: (suspended) => live.suspend(suspended),
  };
}
