import {
  type AdminDownlineRow,
  type AffiliateDownlineState,
  type AffiliateFlagReason,
  type Page,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../../db/database';
import { iso, isoOrNull, pageParams } from '../shared';

/** What the back office reads of downlines: their list by state (the page shape of decision 0094) and a row. */

export interface DownlineRecord {
  tel: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  state: AffiliateDownlineState;
  flag_reasons: AffiliateFlagReason[];
  contribution: string;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  review_note: string | null;
  affiliate_tel: string;
  affiliate_first_name: string;
  affiliate_last_name: string;
  affiliate_code: string;
}

/** A downline's row as SQL over `d` (its affiliate_members row): its member, its affiliate, what it gave them. */
export const DOWNLINE_SELECT = `SELECT m.tel, m.first_name, m.last_name, m.created_at, d.state, d.flag_reasons,
  (SELECT COALESCE(sum(l.share_satang), 0) FROM affiliate_commissions c
   JOIN affiliate_commission_lines l ON l.commission_id = c.id AND l.downline_id = d.member_id
   WHERE c.affiliate_id = d.upline_id)::text AS contribution,
  o.username AS reviewed_by, d.reviewed_at, d.review_note,
  um.tel AS affiliate_tel, um.first_name AS affiliate_first_name, um.last_name AS affiliate_last_name,
  u.code AS affiliate_code
  FROM affiliate_members d JOIN members m ON m.id = d.member_id
  JOIN affiliate_members u ON u.member_id = d.upline_id JOIN members um ON um.id = u.member_id
  LEFT JOIN operators o ON o.id = d.reviewed_by`;

export const toDownlineRow = (r: DownlineRecord): AdminDownlineRow => ({
  tel: r.tel,
  first_name: r.first_name,
  last_name: r.last_name,
  affiliate: {
    tel: r.affiliate_tel,
    first_name: r.affiliate_first_name,
    last_name: r.affiliate_last_name,
    code: r.affiliate_code,
  },
  registered_at: iso(r.created_at),
  state: r.state,
  flagReasons: r.flag_reasons,
  contribution: satangToBaht(r.contribution),
  reviewed_by: r.reviewed_by,
  reviewed_at: isoOrNull(r.reviewed_at),
  note: r.review_note,
});

/** Downlines in a state, newest first. */
export async function listDownlines(
  db: Queryable,
  query: { state: AffiliateDownlineState; page: number; limit: number },
): Promise<Page<AdminDownlineRow>> {
  const [list, total] = await Promise.all([
    db.query<DownlineRecord>(
      `${DOWNLINE_SELECT} WHERE d.upline_id IS NOT NULL AND d.state = $1
       ORDER BY d.created_at DESC, d.member_id DESC LIMIT $2 OFFSET $3`,
      [query.state, ...pageParams(query)],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM affiliate_members WHERE upline_id IS NOT NULL AND state = $1',
      [query.state],
    ),
  ]);
  return {
    items: list.rows.map(toDownlineRow),
    page: query.page,
    limit: query.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

export async function findDownline(db: Queryable, memberId: string): Promise<AdminDownlineRow | null> {
  const { rows } = await db.query<DownlineRecord>(`${DOWNLINE_SELECT} WHERE d.member_id = $1`, [memberId]);
  return rows[0] ? toDownlineRow(rows[0]) : null;
}
