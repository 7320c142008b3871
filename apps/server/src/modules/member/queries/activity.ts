import type { Queryable } from '../../../db/database';

/** A member's activity: one row per page the member app reports seen. */

export async function recordActivity(
  db: Queryable,
  activity: { memberId: string; path: string | null; ip: string; userAgent: string | null },
): Promise<void> {
  await db.query('INSERT INTO member_activity (member_id, path, ip, user_agent) VALUES ($1, $2, $3, $4)', [
    activity.memberId,
    activity.path,
    activity.ip,
    activity.userAgent,
  ]);
}
