import { formatNumber, LABELS, MINIGAME_MESSAGES, type MinigameCreditMoved, satangToBaht } from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule } from '../../lib/app-error';
import { memberWallet, movements } from '../money';
import { spendCredit } from './ledger-moves';
import { holdings } from './lots';
import { lockMember } from './seeds';
import type { SettingsRecord } from './settings';

/**
 * Credit into the wallet (decision 0120), the default use of credit: once the member's stakes on real
 * games since their last move (or since their first credit) reach the operator's multiple of the
 * amount, like a bonus's turnover. The stakes are read from the wallet's ledger through money's
 * `movements`: stakes out, refunds back in.
 */

const END_OF_TIME_MS = Date.UTC(9999, 11, 31);

/** Satang of real-game stakes the member made since the turnover started counting (0 before any credit). */
export async function creditTurnover(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ since: Date | string | null }>(
    `SELECT COALESCE(
       (SELECT max(created_at) FROM minigame_credit_entries WHERE member_id = $1 AND type = 'to_wallet'),
       (SELECT min(created_at) FROM minigame_lots WHERE member_id = $1 AND asset = 'credit')) AS since`,
    [memberId],
  );
  const since = rows[0]?.since;
  if (since === null || since === undefined) return 0;
  const range = { startMs: new Date(since).getTime(), endMs: END_OF_TIME_MS };
  const [stakes, refunds] = await Promise.all([
    movements(db, memberWallet(memberId), ['game_stake'], range),
    movements(db, memberWallet(memberId), ['game_refund'], range),
  ]);
  return Math.max(0, stakes.outSatang - refunds.inSatang);
}

export async function moveCreditToWallet(
  tx: Queryable,
  move: { memberId: string; amountSatang: number; settings: SettingsRecord; nowMs: number },
): Promise<MinigameCreditMoved> {
  const { memberId, amountSatang, settings } = move;
  const at = new Date(move.nowMs).toISOString();
  if (settings.creditUse !== 'wallet') throw businessRule(MINIGAME_MESSAGES.creditNotForWallet);
  await lockMember(tx, memberId, at);
  const held = await holdings(tx, memberId, at);
  if (held.credit < amountSatang) throw businessRule(MINIGAME_MESSAGES.notEnoughCredit);
  const missing = amountSatang * settings.creditTurnoverMultiplier - (await creditTurnover(tx, memberId));
  if (missing > 0) {
    throw businessRule(
      `${MINIGAME_MESSAGES.turnoverNotReached} ${formatNumber(satangToBaht(missing))} ${LABELS.currency}`,
    );
  }
  const moved = await spendCredit(tx, { memberId, satang: amountSatang, use: 'to_wallet', at });
  if (!moved) throw businessRule(MINIGAME_MESSAGES.notEnoughCredit);
  return { credit: satangToBaht(held.credit - amountSatang), wallet: satangToBaht(moved.walletSatang) };
}
