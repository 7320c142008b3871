import type { MemberLevel, MemberStatus } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** A member's status and level, locked and changed by an operator. */

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
