import { gameUsername, maskAccountNumber, type MemberProfile } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** A member's own profile: read, and the fields they may change written. */

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
