import { LRUCache } from 'lru-cache';
import type { EndedSessions } from './sessions';

/**
 * A process's memory of member sessions found live (decision 0089): a member's call is then answered
 * without the session's database lookup. Only live member sessions are kept; operators are checked on
 * every call (their role is read there).
 *
 * Revocation takes effect at once everywhere because every revocation goes through `forget`, in the
 * revoking process and, before the revoking request answers, in every other (plugins/realtime.ts
 * sends it through Redis and waits for each process's acknowledgement). A process that cannot hear
 * the others (its Redis connection down) keeps nothing: `suspend` forgets all and stops keeping.
 * `ttlMs` bounds an entry's life anyway.
 */
export interface SessionChecks {
  /** The member a live session belongs to, if this process holds its check. */
  memberOf(sessionId: string): string | undefined;
  /** Taken before the database is asked: a check that raced a `forget` is not kept. */
  begin(): number;
  keep(sessionId: string, memberId: string, begun: number): void;
  forget(sessions: EndedSessions): void;
  forgetAll(): void;
  /** While `true`, nothing is kept or answered (this process may miss another's `forget`). */
  suspend(suspended: boolean): void;
}

export function createSessionChecks(options: { ttlMs: number; max: number }): SessionChecks {
  const live = new LRUCache<string, string>({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false });
  // Bumped by every forget: a lookup that started before one may have read the row as it was.
  let epoch = 0;
  let suspended = false;
  return {
    memberOf: (sessionId) => (suspended ? undefined : live.get(sessionId)),
    begin: () => epoch,
    keep(sessionId, memberId, begun) {
      if (!suspended && begun === epoch) live.set(sessionId, memberId);
    },
    forget(sessions) {
      epoch += 1;
      if ('sessionIds' in sessions) {
        for (const id of sessions.sessionIds) live.delete(id);
        return;
      }
      if (sessions.subject.kind !== 'member') return;
      for (const [sessionId, memberId] of live.entries()) {
        if (memberId === sessions.subject.id) live.delete(sessionId);
      }
    },
    forgetAll() {
      epoch += 1;
      live.clear();
    },
    suspend(value) {
      epoch += 1;
      suspended = value;
      if (value) live.clear();
    },
  };
}
