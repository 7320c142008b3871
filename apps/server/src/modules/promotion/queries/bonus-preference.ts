import type { Queryable } from '../../../db/database';

/** Whether a member wants deposit bonuses. */

/** `PUT /promotion/bonus`: whether the member wants deposit bonuses (read by the eligibility rules). */
export async function setBonusPreference(db: Queryable, memberId: string, bonus: 0 | 1): Promise<void> {
  await db.query('UPDATE members SET bonus = $2, updated_at = now() WHERE id = $1', [memberId, bonus]);
}
