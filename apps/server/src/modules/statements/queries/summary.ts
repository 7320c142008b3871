import type { Queryable } from '../../../db/database';

/** The dashboard's figures: bank deposits approved since the Bangkok day began, how many automatically, lines waiting. */
export async function todayFigures(db: Queryable) {
  const { rows } = await db.query<{ approved: string; automatic: string; waiting: string }>(
    `SELECT count(*)::text AS approved, count(*) FILTER (WHERE d.automatic)::text AS automatic,
            (SELECT count(*) FROM statement_lines WHERE state = 'review')::text AS waiting
     FROM deposits d
     WHERE d.status = 'approved' AND d.type = 'bank'
       AND d.decided_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'`,
  );
  const row = rows[0];
  return {
    approved_today: Number(row?.approved ?? 0),
    approved_automatically_today: Number(row?.automatic ?? 0),
    waiting_review: Number(row?.waiting ?? 0),
  };
}
