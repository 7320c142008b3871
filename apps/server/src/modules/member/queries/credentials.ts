import type { MemberStatus } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** A member's credentials: found by phone to log in, their password hash read and changed. */

export interface MemberCredentials {
  id: string;
  password_hash: string;
  status: MemberStatus;
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
