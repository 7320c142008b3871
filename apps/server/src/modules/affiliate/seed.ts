import type { Queryable } from '../../db/database';
import { findMemberIdByTel } from '../money';
import { ensureAffiliateMember } from './queries/members';

/**
 * The demo member's place in the programme (a code to share). The default settings are the
 * migration's row; a seeded member never went through the register call, so their row is made here.
 */
export async function seedAffiliate(db: Queryable, tel: string): Promise<void> {
  const memberId = await findMemberIdByTel(db, tel);
  if (memberId) await ensureAffiliateMember(db, memberId);
}
