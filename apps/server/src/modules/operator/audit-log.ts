import { type AuditLogEntry, type AuditLogQuery, bangkokRangeBounds, type Page } from '@member/shared';
import type { Queryable } from '../../db/database';

/**
 * `GET /admin/audit-log`: newest first, filtered by operator (username, any case), action, target
 * and Bangkok days (the audit plugin writes the rows; migration 0016 indexes each filter).
 */
export async function listAudit(db: Queryable, query: AuditLogQuery): Promise<Page<AuditLogEntry>> {
  const { fromIso, toIso } = bangkokRangeBounds(query);
  const where = `($1::text IS NULL OR a.operator_id IN (SELECT id FROM operators WHERE lower(username) = lower($1)))
     AND ($2::text IS NULL OR a.action = $2)
     AND ($3::text IS NULL OR a.target_type = $3)
     AND ($4::text IS NULL OR a.target_id = $4)
     AND ($5::timestamptz IS NULL OR a.created_at >= $5::timestamptz)
     AND ($6::timestamptz IS NULL OR a.created_at < $6::timestamptz)`;
  const params = [
    query.operator ?? null,
    query.action ?? null,
    query.targetType ?? null,
    query.targetId ?? null,
    fromIso,
    toIso,
  ];
  const [page, total] = await Promise.all([
    db.query<{
      id: string;
      created_at: Date | string;
      operator: string;
      action: string;
      target_type: string;
      target_id: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT a.id::text AS id, a.created_at, o.username AS operator, a.action, a.target_type, a.target_id,
              a.before, a.after
       FROM audit_log a JOIN operators o ON o.id = a.operator_id
       WHERE ${where}
       ORDER BY a.id DESC LIMIT $7 OFFSET $8`,
      [...params, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`, params),
  ]);
  return {
    items: page.rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.created_at).toISOString(),
      operator: r.operator,
      action: r.action,
      target: { type: r.target_type, id: r.target_id },
      before: r.before,
      after: r.after,
    })),
    page: query.page,
    limit: query.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

/**
 * Every action the log holds, in order: a skip scan of the `(action, id)` index (one index probe per
 * distinct action, however long the log).
 */
export async function listAuditActions(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ action: string }>(
    `WITH RECURSIVE actions (action) AS (
       (SELECT action FROM audit_log ORDER BY action LIMIT 1)
       UNION ALL
       SELECT (SELECT a.action FROM audit_log a WHERE a.action > actions.action ORDER BY a.action LIMIT 1)
       FROM actions WHERE actions.action IS NOT NULL)
     SELECT action FROM actions WHERE action IS NOT NULL`,
  );
  return rows.map((r) => r.action);
}
