import type { MemberProfile } from '@member/shared';
import type { Queryable } from '../../db/database';
import { MEMBER_KEPT_LIMITS } from '../../lib/kept';
import type { Realtime } from '../../plugins/realtime';
import { findProfile } from './queries/profile';

/**
 * Members' profiles kept in each process (decision 0089), so that `GET /api/member/profile`, which
 * every page asks, needs no database round trip. Every call that changes what a profile shows (the
 * member's own update, their bonus choice, an operator's level change) says so through `changed`,
 * which forgets it here and in every other process before that call answers. A status change needs
 * nothing here: it ends the member's sessions, so no call reads the profile until they sign in again.
 */
export interface MemberProfiles {
  read(db: Queryable, memberId: string): Promise<MemberProfile | null>;
  /** Once `tx` commits, the member's profile is forgotten in every process (awaited with the transaction). */
  changed(tx: Queryable, memberId: string): Promise<void>;
}

export function keptProfiles(realtime: Pick<Realtime, 'keptEverywhere'>): MemberProfiles {
  const kept = realtime.keptEverywhere<MemberProfile>('member profiles', MEMBER_KEPT_LIMITS);
  return {
    async read(db, memberId) {
      const known = kept.get(memberId);
      if (known) return known;
      const begun = kept.begin();
      const profile = await findProfile(db, memberId);
      if (profile) kept.keep(memberId, profile, begun);
      return profile;
    },
    changed: (tx, memberId) => kept.forgetAfterCommit(tx, [memberId]),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    memberProfiles: MemberProfiles;
  }
}
