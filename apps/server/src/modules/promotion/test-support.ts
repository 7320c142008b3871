import type { AdminPromotion, PromotionInputPayload } from '@member/shared';
import type { TestApp } from '../../test/harness';
import { findMemberIdByTel, memberWallet, posted, transfer } from '../money';
import type { MoneyClient } from '../money/test-support';

/** Helpers the promotion suites share (not a test file itself). */

export const HOUR_MS = 60 * 60 * 1000;

export function promotionBody(overrides: Partial<PromotionInputPayload> = {}): PromotionInputPayload {
  return {
    title: 'โบนัสทดสอบ 50%',
    description: '<p>รับโบนัส <strong>50%</strong></p>',
    kind: 'deposit_percent',
    ratePercent: 50,
    maxBonus: 200,
    minDeposit: 100,
    startDate: new Date(Date.now() - HOUR_MS).toISOString(),
    ...overrides,
  };
}

export async function createPromotion(
  operator: MoneyClient,
  overrides: Partial<PromotionInputPayload> = {},
): Promise<AdminPromotion> {
  const answer = await operator.post<AdminPromotion>('/api/admin/promotions', promotionBody(overrides));
  if (answer.status !== 201 || !answer.body.data) {
    throw new Error(`create promotion failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** Switches the member's bonus preference on (registration leaves it 0). */
export async function wantBonus(member: MoneyClient, bonus: 0 | 1 = 1): Promise<void> {
  const answer = await member.put('/api/promotion/bonus', { bonus });
  if (answer.status !== 200) throw new Error(`bonus preference failed: ${JSON.stringify(answer.body)}`);
}

export async function memberIdOf(t: TestApp, tel: string): Promise<string> {
  const id = await findMemberIdByTel(t.db, tel);
  if (!id) throw new Error(`no member ${tel}`);
  return id;
}

let roundCounter = 0;

/**
 * A scripted game history through the ledger's own transfer: stakes leave the wallet for
 * house_games, payouts come back (the games of later issues will do the same).
 */
export async function play(t: TestApp, memberId: string, moves: { stake?: number; payout?: number }[]) {
  await t.db.transaction(async (tx) => {
    for (const move of moves) {
      roundCounter += 1;
      const ref = { type: 'game_round' as const, id: String(roundCounter) };
      if (move.stake) {
        posted(
          await transfer(tx, {
            from: memberWallet(memberId),
            to: { house: 'house_games' },
            amountSatang: Math.round(move.stake * 100),
            code: 'game_stake',
            ref,
          }),
        );
      }
      if (move.payout) {
        posted(
          await transfer(tx, {
            from: { house: 'house_games' },
            to: memberWallet(memberId),
            amountSatang: Math.round(move.payout * 100),
            code: 'game_payout',
            ref,
          }),
        );
      }
    }
  });
}

/** Gives the member a level of their own, so a promotion limited to it applies to them only. */
export async function setLevel(t: TestApp, memberId: string, level: string): Promise<void> {
  await t.db.query('UPDATE members SET member_level = $2 WHERE id = $1', [memberId, level]);
}
