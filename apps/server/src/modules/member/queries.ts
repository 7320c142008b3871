import { gameUsername, maskAccountNumber, type MemberProfile, type MemberStatus } from '@member/shared';
import type { Queryable } from '../../db/database';

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

export async function insertMember(db: Queryable, member: NewMember): Promise<void> {
  await db.query(
    `INSERT INTO members
       (tel, password_hash, first_name, last_name, bank_code, bank_number, line_id, know_us, bonus, prefix)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
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
    `SELECT m.first_name, m.last_name, m.tel, m.member_level, m.bank_code, b.name AS bank_name, m.bank_number,
            m.line_id, m.know_us, m.bonus
     FROM members m JOIN banks b ON b.code = m.bank_code
     WHERE m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
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
