import type { AdminMemberSession, Page } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { isoOf, isoOrNull } from './shared';

/** A member's sessions, for the back office. */

/** A member's sessions, newest first. */
export async function memberSessions(
  db: Queryable,
  memberId: string,
  page: { page: number; limit: number },
): Promise<Page<AdminMemberSession>> {
  const [list, total] = await Promise.all([
    db.query<{
      id: string;
      created_at: Date | string;
      expires_at: Date | string;
      last_seen_at: Date | string | null;
      revoked_at: Date | string | null;
      ip: string | null;
      user_agent: string | null;
      expired: boolean;
    }>(
      `SELECT id::text AS id, created_at, expires_at, last_seen_at, revoked_at, ip, user_agent,
              expires_at <= now() AS expired
       FROM sessions WHERE subject_kind = 'member' AND subject_id = $1
       ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [memberId, page.limit, (page.page - 1) * page.limit],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM sessions WHERE subject_kind = 'member' AND subject_id = $1`,
      [memberId],
    ),
  ]);
  return {
    items: list.rows.map((r) => ({
      id: r.id,
      created_at: isoOf(r.created_at),
      expires_at: isoOf(r.expires_at),
      last_seen_at: isoOrNull(r.last_seen_at),
      revoked_at: isoOrNull(r.revoked_at),
      ip: r.ip,
      user_agent: r.user_agent,
      state: r.revoked_at !== null ? 'revoked' : r.expired ? 'expired' : 'active',
    })),
    page: page.page,
    limit: page.limit,
    total: total.rows[0]?.total ?? 0,
  };
}
