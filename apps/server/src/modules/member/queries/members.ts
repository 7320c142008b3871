import {
  type AdminMemberRow,
  maskAccountNumber,
  type MemberListQuery,
  type MemberListSort,
  type MemberStatus,
  type Page,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../db/database';
import { walletBalanceSql } from '../../money';
import { isoOf, isoOrNull } from './shared';

/** The back office's member list and page (decisions 0090, 0094). */

/** LIKE's own characters, taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const MEMBER_ORDER: Record<MemberListSort, string> = {
  created_desc: 'm.created_at DESC, m.id DESC',
  created_asc: 'm.created_at ASC, m.id ASC',
  name_asc: 'm.first_name ASC, m.last_name ASC, m.id ASC',
  credit_desc: 'credit_satang DESC, m.id DESC',
};

/** The newest session a member opened (their last login), as SQL for the member `m`. */
const LAST_LOGIN_SQL = `(SELECT max(s.created_at) FROM sessions s WHERE s.subject_kind = 'member' AND s.subject_id = m.id)`;

/**
 * `q`: digits match a phone by its start (the phone's index) or a bank account number anywhere in it;
 * otherwise every word must be found, in any case, in the first or the last name.
 */
function memberSearch(q: string | undefined): { sql: string; params: unknown[] } {
  if (q === undefined) return { sql: 'true', params: [] };
  const digits = q.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    return {
      sql: `(m.tel LIKE $1 || '%' OR m.bank_number LIKE '%' || $1 || '%')`,
      params: [digits],
    };
  }
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    sql: words.map((_, i) => `(m.first_name ILIKE $${i + 1} OR m.last_name ILIKE $${i + 1})`).join(' AND '),
    params: words.map((word) => `%${likeEscape(word)}%`),
  };
}

export async function listMembers(db: Queryable, query: MemberListQuery): Promise<Page<AdminMemberRow>> {
  const search = memberSearch(query.q);
  const n = search.params.length;
  const where = `${search.sql} AND ($${n + 1}::text IS NULL OR m.status = $${n + 1})
    AND ($${n + 2}::text IS NULL OR m.member_level = $${n + 2})`;
  const params = [...search.params, query.status ?? null, query.level ?? null];
  const [page, total] = await Promise.all([
    db.query<{
      tel: string;
      first_name: string;
      last_name: string;
      member_level: string;
      status: MemberStatus;
      credit_satang: string;
      bank_code: string;
      bank_name: string | null;
      bank_number: string;
      created_at: Date | string;
      last_login_at: Date | string | null;
    }>(
      `SELECT m.tel, m.first_name, m.last_name, m.member_level, m.status, ${walletBalanceSql('m.id')}::text AS credit_satang,
              m.bank_code, b.name AS bank_name, m.bank_number, m.created_at, ${LAST_LOGIN_SQL} AS last_login_at
       FROM members m LEFT JOIN banks b ON b.code = m.bank_code
       WHERE ${where}
       ORDER BY ${MEMBER_ORDER[query.sort]} LIMIT $${n + 3} OFFSET $${n + 4}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM members m WHERE ${where}`, params),
  ]);
  return {
    items: page.rows.map((r) => ({
      tel: r.tel,
      first_name: r.first_name,
      last_name: r.last_name,
      level: r.member_level,
      status: r.status,
      credit: satangToBaht(r.credit_satang),
      bank: { code: r.bank_code, name: r.bank_name ?? r.bank_code, number_masked: maskAccountNumber(r.bank_number) },
      created_at: isoOf(r.created_at),
      last_login_at: r.last_login_at === null ? null : isoOf(r.last_login_at),
    })),
    page: query.page,
    limit: query.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

export interface MemberRecord {
  id: string;
  tel: string;
  first_name: string;
  last_name: string;
  line_id: string | null;
  know_us: string | null;
  level: string;
  status: MemberStatus;
  bonus: 0 | 1;
  created_at: string;
  last_login_at: string | null;
  last_seen_at: string | null;
  bank: { code: string; name: string; number: string; number_masked: string };
  /** Approved bonuses and returns of losses (baht), and how many claims there are. */
  bonus_total: number;
  bonuses: number;
  sessions_active: number;
}

/** What the member page shows of the member's own rows, by phone; null for an unknown phone. */
export async function findMemberRecord(db: Queryable, tel: string): Promise<MemberRecord | null> {
  const { rows } = await db.query<{
    id: string;
    tel: string;
    first_name: string;
    last_name: string;
    line_id: string | null;
    know_us: string | null;
    member_level: string;
    status: MemberStatus;
    bonus: number;
    created_at: Date | string;
    last_login_at: Date | string | null;
    last_seen_at: Date | string | null;
    bank_code: string;
    bank_name: string | null;
    bank_number: string;
    bonus_satang: string;
    bonuses: number;
    sessions_active: number;
  }>(
    `SELECT m.id::text AS id, m.tel, m.first_name, m.last_name, m.line_id, m.know_us, m.member_level, m.status,
            m.bonus, m.created_at, ${LAST_LOGIN_SQL} AS last_login_at,
            (SELECT max(s.last_seen_at) FROM sessions s WHERE s.subject_kind = 'member' AND s.subject_id = m.id)
              AS last_seen_at,
            m.bank_code, b.name AS bank_name, m.bank_number,
            (SELECT COALESCE(sum(c.amount_satang) FILTER (WHERE c.status = 'approved'), 0)::text
             FROM promotion_claims c WHERE c.member_id = m.id) AS bonus_satang,
            (SELECT count(*)::int FROM promotion_claims c WHERE c.member_id = m.id) AS bonuses,
            (SELECT count(*)::int FROM sessions s
             WHERE s.subject_kind = 'member' AND s.subject_id = m.id AND s.revoked_at IS NULL AND s.expires_at > now())
              AS sessions_active
     FROM members m LEFT JOIN banks b ON b.code = m.bank_code WHERE m.tel = $1`,
    [tel],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    tel: r.tel,
    first_name: r.first_name,
    last_name: r.last_name,
    line_id: r.line_id,
    know_us: r.know_us,
    level: r.member_level,
    status: r.status,
    bonus: r.bonus === 1 ? 1 : 0,
    created_at: isoOf(r.created_at),
    last_login_at: isoOrNull(r.last_login_at),
    last_seen_at: isoOrNull(r.last_seen_at),
    bank: {
      code: r.bank_code,
      name: r.bank_name ?? r.bank_code,
      number: r.bank_number,
      number_masked: maskAccountNumber(r.bank_number),
    },
    bonus_total: satangToBaht(r.bonus_satang),
    bonuses: r.bonuses,
    sessions_active: r.sessions_active,
  };
}
