import {
  AFFILIATE_LIMITS,
  type AdminAffiliateDetail,
  type AdminAffiliateRow,
  type AdminCommissionRow,
  type AffiliateBasis,
  type Page,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../../db/database';
import { incomeBalanceSql } from '../../summaries';
import { iso, pageParams } from '../shared';
import { DOWNLINE_SELECT, type DownlineRecord, toDownlineRow } from './downlines';

/** What the back office reads of affiliates: their list (the page shape of decision 0094), a row, one's page. */

/** LIKE's own characters, taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `q` as the members' list reads it (decision 0094): digits match a phone by its start or a bank
 * account number anywhere; otherwise every word must be in the first or the last name. Parameters
 * start at `$first`.
 */
function memberSearch(text: string | undefined, first: number): { sql: string; params: unknown[] } {
  if (text === undefined || text === '') return { sql: 'true', params: [] };
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    return { sql: `(m.tel LIKE $${first} || '%' OR m.bank_number LIKE '%' || $${first} || '%')`, params: [digits] };
  }
  const words = text.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    sql: words.map((_, i) => `(m.first_name ILIKE $${first + i} OR m.last_name ILIKE $${first + i})`).join(' AND '),
    params: words.map((word) => `%${likeEscape(word)}%`),
  };
}

interface AffiliateRowRecord {
  member_id: string;
  tel: string;
  first_name: string;
  last_name: string;
  code: string;
  downlines: number;
  flagged: number;
  total: string;
  available: string;
  held: boolean;
  held_note: string | null;
}

/** An affiliate's row as SQL over `a` (affiliate_members) and `m` (members). */
const AFFILIATE_COLUMNS = `a.member_id::text AS member_id, m.tel, m.first_name, m.last_name, a.code, a.held, a.held_note,
  (SELECT count(*)::int FROM affiliate_members d WHERE d.upline_id = a.member_id) AS downlines,
  (SELECT count(*)::int FROM affiliate_members d WHERE d.upline_id = a.member_id AND d.state = 'flagged') AS flagged,
  (SELECT COALESCE(sum(c.amount_satang), 0) FROM affiliate_commissions c WHERE c.affiliate_id = a.member_id)::text AS total,
  ${incomeBalanceSql('a.member_id')}::text AS available`;

const toAffiliateRow = (r: AffiliateRowRecord): AdminAffiliateRow => ({
  tel: r.tel,
  first_name: r.first_name,
  last_name: r.last_name,
  code: r.code,
  downlines: r.downlines,
  flaggedDownlines: r.flagged,
  totalAff: satangToBaht(r.total),
  availableAff: satangToBaht(r.available),
  held: r.held,
});

/** Members with at least one downline, newest first. */
export async function listAffiliates(
  db: Queryable,
  query: { q?: string; held?: 'true' | 'false'; page: number; limit: number },
): Promise<Page<AdminAffiliateRow>> {
  const search = memberSearch(query.q, 2);
  const where = `EXISTS (SELECT 1 FROM affiliate_members d WHERE d.upline_id = a.member_id)
    AND ($1::boolean IS NULL OR a.held = $1) AND ${search.sql}`;
  const params = [query.held === undefined ? null : query.held === 'true', ...search.params];
  const n = params.length;
  const [list, total] = await Promise.all([
    db.query<AffiliateRowRecord>(
      `SELECT ${AFFILIATE_COLUMNS} FROM affiliate_members a JOIN members m ON m.id = a.member_id
       WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, ...pageParams(query)],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM affiliate_members a JOIN members m ON m.id = a.member_id WHERE ${where}`,
      params,
    ),
  ]);
  return {
    items: list.rows.map(toAffiliateRow),
    page: query.page,
    limit: query.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

export async function findAffiliateRow(db: Queryable, memberId: string): Promise<AdminAffiliateRow | null> {
  const { rows } = await db.query<AffiliateRowRecord>(
    `SELECT ${AFFILIATE_COLUMNS} FROM affiliate_members a JOIN members m ON m.id = a.member_id WHERE a.member_id = $1`,
    [memberId],
  );
  return rows[0] ? toAffiliateRow(rows[0]) : null;
}

const DETAIL_COMMISSIONS = 50;

/** An affiliate's page: their row, upline, level-1 downlines (most recent first) and newest commissions. */
export async function affiliateDetail(db: Queryable, tel: string): Promise<AdminAffiliateDetail | null> {
  const { rows } = await db.query<
    AffiliateRowRecord & {
      upline_tel: string | null;
      upline_first_name: string | null;
      upline_last_name: string | null;
      upline_code: string | null;
    }
  >(
    `SELECT ${AFFILIATE_COLUMNS}, um.tel AS upline_tel, um.first_name AS upline_first_name,
            um.last_name AS upline_last_name, u.code AS upline_code
     FROM affiliate_members a JOIN members m ON m.id = a.member_id
     LEFT JOIN affiliate_members u ON u.member_id = a.upline_id LEFT JOIN members um ON um.id = u.member_id
     WHERE m.tel = $1`,
    [tel],
  );
  const r = rows[0];
  if (!r) return null;
  const [downlines, commissions] = await Promise.all([
    db.query<DownlineRecord>(
      `${DOWNLINE_SELECT} WHERE d.upline_id = $1 ORDER BY d.created_at DESC, d.member_id DESC LIMIT $2`,
      [r.member_id, AFFILIATE_LIMITS.maxDownlineRows],
    ),
    db.query<{
      id: string;
      run_id: string;
      period_start: Date | string;
      period_end: Date | string;
      basis: AffiliateBasis;
      l1: string;
      l2: string;
      carried_in: string;
      amount: string;
      carried_out: string;
    }>(
      `SELECT id::text AS id, run_id::text AS run_id, period_start, period_end, basis,
              level_one_base_satang::text AS l1, level_two_base_satang::text AS l2,
              carried_in_satang::text AS carried_in, amount_satang::text AS amount, carried_out_satang::text AS carried_out
       FROM affiliate_commissions WHERE affiliate_id = $1 ORDER BY period_end DESC LIMIT $2`,
      [r.member_id, DETAIL_COMMISSIONS],
    ),
  ]);
  return {
    affiliate: {
      ...toAffiliateRow(r),
      heldNote: r.held_note,
      upline:
        r.upline_tel === null
          ? null
          : {
              tel: r.upline_tel,
              first_name: r.upline_first_name ?? '',
              last_name: r.upline_last_name ?? '',
              code: r.upline_code ?? '',
            },
    },
    downlines: downlines.rows.map(toDownlineRow),
    commissions: commissions.rows.map((c): AdminCommissionRow => ({
      id: c.id,
      runId: c.run_id,
      periodStart: iso(c.period_start),
      periodEnd: iso(c.period_end),
      basis: c.basis,
      levelOneBase: satangToBaht(c.l1),
      levelTwoBase: satangToBaht(c.l2),
      carriedIn: satangToBaht(c.carried_in),
      amount: satangToBaht(c.amount),
      carriedOut: satangToBaht(c.carried_out),
    })),
  };
}
