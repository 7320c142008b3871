import {
  type AdminMemberRow,
  type AdminMemberSession,
  gameUsername,
  type MemberLevel,
  type MemberListQuery,
  type MemberListSort,
  maskAccountNumber,
  type MemberProfile,
  type MemberStatus,
  type Page,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { walletBalanceSql } from '../money';

export interface NewMember {
  tel: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  bankCode: string;
  bankNumber: string;
  lineId: string | null;
  knowUs: string | null;
  bonus: 0 | 1;
  prefix: string | null;
}

export interface MemberCredentials {
  id: string;
  password_hash: string;
  status: MemberStatus;
}

interface ProfileRow {
  id: string;
  first_name: string;
  last_name: string;
  tel: string;
  member_level: string;
  bank_code: string;
  bank_name: string;
  bank_number: string;
  line_id: string | null;
  know_us: string | null;
  bonus: number;
}

export async function isRegisterableBank(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM banks WHERE code = $1 AND is_active AND kind IN ('bank', 'wallet')`, [
    code,
  ]);
  return rows.length > 0;
}

export async function listRegisterableBanks(db: Queryable): Promise<{ code: string; name: string }[]> {
  const { rows } = await db.query<{ code: string; name: string }>(
    `SELECT code, name FROM banks WHERE is_active AND kind IN ('bank', 'wallet') ORDER BY sort_order`,
  );
  return rows;
}

/** Which unique field of a new member is already taken, if any (the constraint still decides races). */
export async function findTakenField(db: Queryable, member: NewMember): Promise<'tel' | 'bank' | null> {
  const { rows } = await db.query<{ tel_taken: boolean; bank_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM members WHERE tel = $1) AS tel_taken,
            EXISTS (SELECT 1 FROM members WHERE bank_code = $2 AND bank_number = $3) AS bank_taken`,
    [member.tel, member.bankCode, member.bankNumber],
  );
  if (rows[0]?.tel_taken) return 'tel';
  if (rows[0]?.bank_taken) return 'bank';
  return null;
}

/** Answers the new member's id. */
export async function insertMember(db: Queryable, member: NewMember): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO members
       (tel, password_hash, first_name, last_name, bank_code, bank_number, line_id, know_us, bonus, prefix)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::text AS id`,
    [
      member.tel,
      member.passwordHash,
      member.firstName,
      member.lastName,
      member.bankCode,
      member.bankNumber,
      member.lineId,
      member.knowUs,
      member.bonus,
      member.prefix,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('member insert returned nothing');
  return id;
}

export async function findCredentialsByTel(db: Queryable, tel: string): Promise<MemberCredentials | null> {
  const { rows } = await db.query<MemberCredentials>(
    'SELECT id::text AS id, password_hash, status FROM members WHERE tel = $1',
    [tel],
  );
  return rows[0] ?? null;
}

export async function findPasswordHash(db: Queryable, memberId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]?.password_hash ?? null;
}

export async function updatePasswordHash(db: Queryable, memberId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE id = $1', [memberId, passwordHash]);
}

export async function findProfile(db: Queryable, memberId: string): Promise<MemberProfile | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT m.id::text AS id, m.first_name, m.last_name, m.tel, m.member_level, m.bank_code, b.name AS bank_name,
            m.bank_number, m.line_id, m.know_us, m.bonus
     FROM members m JOIN banks b ON b.code = m.bank_code
     WHERE m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    tel: row.tel,
    member_level: row.member_level,
    bank: {
      code: row.bank_code,
      name: row.bank_name,
      number: row.bank_number,
      number_masked: maskAccountNumber(row.bank_number),
    },
    line_id: row.line_id,
    know_us: row.know_us,
    bonus: row.bonus === 1 ? 1 : 0,
    game_username: gameUsername(row.tel),
  };
}

/** Changes only the fields present in `changes`; an explicit null clears a field. */
export async function updateProfileFields(
  db: Queryable,
  memberId: string,
  changes: { line_id?: string | null; know_us?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE members SET
       line_id = CASE WHEN $2::boolean THEN $3 ELSE line_id END,
       know_us = CASE WHEN $4::boolean THEN $5 ELSE know_us END,
       updated_at = now()
     WHERE id = $1`,
    [memberId, 'line_id' in changes, changes.line_id ?? null, 'know_us' in changes, changes.know_us ?? null],
  );
}

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

/** The member with phone `tel`, locked until the transaction ends (an operator changes their status). */
export async function lockStatusByTel(
  tx: Queryable,
  tel: string,
): Promise<{ id: string; tel: string; status: MemberStatus } | null> {
  const { rows } = await tx.query<{ id: string; tel: string; status: MemberStatus }>(
    'SELECT id::text AS id, tel, status FROM members WHERE tel = $1 FOR UPDATE',
    [tel],
  );
  return rows[0] ?? null;
}

export async function updateStatus(tx: Queryable, memberId: string, status: MemberStatus): Promise<void> {
  await tx.query('UPDATE members SET status = $2, updated_at = now() WHERE id = $1', [memberId, status]);
}

/** The member with phone `tel`, locked until the transaction ends (an operator changes their level). */
export async function lockLevelByTel(
  tx: Queryable,
  tel: string,
): Promise<{ id: string; tel: string; level: string } | null> {
  const { rows } = await tx.query<{ id: string; tel: string; level: string }>(
    'SELECT id::text AS id, tel, member_level AS level FROM members WHERE tel = $1 FOR UPDATE',
    [tel],
  );
  return rows[0] ?? null;
}

export async function updateLevel(tx: Queryable, memberId: string, level: MemberLevel): Promise<void> {
  await tx.query('UPDATE members SET member_level = $2, updated_at = now() WHERE id = $1', [memberId, level]);
}

// The back office's member list and page (decisions 0090, 0094) ----------------------------------

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

const isoOf = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value));

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
