import { MERGED_BANK_CODES } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** Active banks and the wallet, less banks that merged into another (they stay valid on older accounts). */
const REGISTERABLE = `is_active AND kind IN ('bank', 'wallet') AND NOT (code = ANY($1::text[]))`;

/** A new member: the banks they may register with, which of their unique fields is taken, their row. */

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

export async function isRegisterableBank(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM banks WHERE code = $2 AND ${REGISTERABLE}`, [MERGED_BANK_CODES, code]);
  return rows.length > 0;
}

export async function listRegisterableBanks(db: Queryable): Promise<{ code: string; name: string }[]> {
  const { rows } = await db.query<{ code: string; name: string }>(
    `SELECT code, name FROM banks WHERE ${REGISTERABLE} ORDER BY sort_order`,
    [MERGED_BANK_CODES],
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
