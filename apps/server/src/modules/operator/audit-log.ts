import type { AuditLogEntry, Page } from '@member/shared';
import type { Queryable } from '../../db/database';

/** `GET /admin/audit-log`: newest first (the audit plugin writes the rows). */
export async function listAudit(db: Queryable, page: { page: number; limit: number }): Promise<Page<AuditLogEntry>> {
  const { rows } = await db.query<{
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
     ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [page.limit, (page.page - 1) * page.limit],
  );
  const total = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log');
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.created_at).toISOString(),
      operator: r.operator,
      action: r.action,
      target: { type: r.target_type, id: r.target_id },
      before: r.before,
      after: r.after,
    })),
    page: page.page,
    limit: page.limit,
    total: total.rows[0]?.total ?? 0,
  };
}
