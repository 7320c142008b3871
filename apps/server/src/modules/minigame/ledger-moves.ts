import type { CoinEntryType } from '@member/shared';
import type { Queryable } from '../../db/database';
import { memberWallet, posted, transfer, type TransferCode } from '../money';
import { addLot, assetAccount, spendLots } from './lots';
import './ledger-codes';

/**
 * Every movement of coins, credit and profit (decision 0120): the history line (its id is the ledger
 * reference), the lot added or the lots spent, and the ledger transfer, always together in the
 * caller's transaction. A lot spent is taken from open lots first, so the transfer that follows can
 * never be refused: the account holds at least what its open lots add up to.
 */

const DAY_MS = 24 * 60 * 60_000;
export const afterDays = (at: string, days: number): string => new Date(Date.parse(at) + days * DAY_MS).toISOString();

type IssueType = Exclude<CoinEntryType, 'play' | 'expired'>;
const ISSUE_CODES: Record<IssueType, TransferCode> = {
  deposit: 'minigame_coin_deposit',
  check_in: 'minigame_coin_check_in',
  grant: 'minigame_coin_grant',
  prize: 'minigame_coin_prize',
};

export interface CoinIssue {
  memberId: string;
  coins: number;
  type: IssueType;
  at: string;
  /** Days the coins last (the operator's coin expiry); null: they never expire. */
  expiryDays: number | null;
  playId?: string;
  depositId?: string;
  /** The Bangkok day of a check-in: one per member and day. */
  checkInDay?: string;
  operatorId?: string;
  reason?: string;
}

/**
 * Gives a member coins: the line, the lot, house → member. False when the line already exists (the
 * coins of this deposit, or today's check-in): nothing is given twice.
 */
export async function issueCoins(tx: Queryable, issue: CoinIssue): Promise<boolean> {
  const { rows } = await tx.query<{ entry_id: string }>(
    `WITH entry AS (
       INSERT INTO minigame_coin_entries (member_id, type, amount, play_id, deposit_id, check_in_day, operator_id, reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id),
     lot AS (
       INSERT INTO minigame_lots (member_id, asset, amount, remaining, expires_at, created_at)
       SELECT $1, 'coin', $3, $3, $10, $9 FROM entry RETURNING id)
     SELECT entry.id::text AS entry_id FROM entry, lot`,
    [
      issue.memberId,
      issue.type,
      issue.coins,
      issue.playId ?? null,
      issue.depositId ?? null,
      issue.checkInDay ?? null,
      issue.operatorId ?? null,
      issue.reason ?? null,
      issue.at,
      issue.expiryDays === null ? null : afterDays(issue.at, issue.expiryDays),
    ],
  );
  const entryId = rows[0]?.entry_id;
  if (!entryId) return false;
  posted(
    await transfer(tx, {
      from: { house: 'house_minigame_coins' },
      to: assetAccount(issue.memberId, 'coin'),
      amountSatang: issue.coins,
      code: ISSUE_CODES[issue.type],
      ref: { type: 'minigame_coin_entry', id: entryId },
    }),
  );
  return true;
}

/** A play paid with coins: the oldest coins go back to the house. False (nothing moved) when the member has too few. */
export async function spendCoins(
  tx: Queryable,
  spend: { memberId: string; coins: number; playId: string; at: string },
): Promise<boolean> {
  if (!(await spendLots(tx, { memberId: spend.memberId, asset: 'coin', amount: spend.coins, at: spend.at }))) {
    return false;
  }
  const entryId = await insertCoinEntry(tx, spend.memberId, 'play', -spend.coins, spend.at, { playId: spend.playId });
  posted(
    await transfer(tx, {
      from: assetAccount(spend.memberId, 'coin'),
      to: { house: 'house_minigame_coins' },
      amountSatang: spend.coins,
      code: 'minigame_coin_play',
      ref: { type: 'minigame_coin_entry', id: entryId },
    }),
  );
  return true;
}

async function insertCoinEntry(
  tx: Queryable,
  memberId: string,
  type: 'play' | 'expired',
  amount: number,
  at: string,
  refs: { playId?: string; lotId?: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO minigame_coin_entries (member_id, type, amount, play_id, lot_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [memberId, type, amount, refs.playId ?? null, refs.lotId ?? null, at],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('coin entry insert returned nothing');
  return id;
}

async function insertCreditEntry(
  tx: Queryable,
  memberId: string,
  type: 'prize' | 'play' | 'to_wallet' | 'expired',
  amountSatang: number,
  at: string,
  refs: { playId?: string; lotId?: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO minigame_credit_entries (member_id, type, amount_satang, play_id, lot_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [memberId, type, amountSatang, refs.playId ?? null, refs.lotId ?? null, at],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('credit entry insert returned nothing');
  return id;
}

/** A credit prize: a lot that expires after `expiryDays`, house → credit. */
export async function creditPrize(
  tx: Queryable,
  prize: { memberId: string; satang: number; expiryDays: number; playId: string; at: string },
): Promise<void> {
  const lotId = await addLot(tx, {
    memberId: prize.memberId,
    asset: 'credit',
    amount: prize.satang,
    expiresAt: afterDays(prize.at, prize.expiryDays),
    at: prize.at,
  });
  const entryId = await insertCreditEntry(tx, prize.memberId, 'prize', prize.satang, prize.at, {
    playId: prize.playId,
    lotId,
  });
  posted(
    await transfer(tx, {
      from: { house: 'house_minigame' },
      to: assetAccount(prize.memberId, 'credit'),
      amountSatang: prize.satang,
      code: 'minigame_credit_prize',
      ref: { type: 'minigame_credit_entry', id: entryId },
    }),
  );
}

/**
 * Spends credit, oldest lots first: on a play (credit → house) or moved into the wallet. Null (nothing
 * moved) when the member has too little; else the wallet's balance after a move (satang), 0 for a play.
 */
export async function spendCredit(
  tx: Queryable,
  spend: { memberId: string; satang: number; use: 'play' | 'to_wallet'; at: string; playId?: string },
): Promise<{ walletSatang: number } | null> {
  if (!(await spendLots(tx, { memberId: spend.memberId, asset: 'credit', amount: spend.satang, at: spend.at }))) {
    return null;
  }
  const entryId = await insertCreditEntry(tx, spend.memberId, spend.use, -spend.satang, spend.at, {
    playId: spend.playId,
  });
  const toWallet = spend.use === 'to_wallet';
  const moved = posted(
    await transfer(tx, {
      from: assetAccount(spend.memberId, 'credit'),
      to: toWallet ? memberWallet(spend.memberId) : { house: 'house_minigame' },
      amountSatang: spend.satang,
      code: toWallet ? 'minigame_credit_to_wallet' : 'minigame_credit_play',
      ref: { type: 'minigame_credit_entry', id: entryId },
    }),
  );
  return { walletSatang: toWallet ? moved.creditBalanceAfter : 0 };
}

/** A profit prize: a lot that never expires, house → profit (the play is the reference). */
export async function profitPrize(
  tx: Queryable,
  prize: { memberId: string; satang: number; playId: string; at: string },
): Promise<void> {
  await addLot(tx, { memberId: prize.memberId, asset: 'profit', amount: prize.satang, expiresAt: null, at: prize.at });
  posted(
    await transfer(tx, {
      from: { house: 'house_minigame' },
      to: assetAccount(prize.memberId, 'profit'),
      amountSatang: prize.satang,
      code: 'minigame_profit_prize',
      ref: { type: 'minigame_play', id: prize.playId },
    }),
  );
}

/** What the sweep took from an expired lot goes back to the house, with its history line. */
export async function expireLot(
  tx: Queryable,
  lot: { id: string; memberId: string; asset: 'coin' | 'credit'; amount: number; at: string },
): Promise<void> {
  const coin = lot.asset === 'coin';
  const entryId = coin
    ? await insertCoinEntry(tx, lot.memberId, 'expired', -lot.amount, lot.at, { lotId: lot.id })
    : await insertCreditEntry(tx, lot.memberId, 'expired', -lot.amount, lot.at, { lotId: lot.id });
  posted(
    await transfer(tx, {
      from: assetAccount(lot.memberId, lot.asset),
      to: coin ? { house: 'house_minigame_coins' } : { house: 'house_minigame' },
      amountSatang: lot.amount,
      code: coin ? 'minigame_coin_expire' : 'minigame_credit_expire',
      ref: coin ? { type: 'minigame_coin_entry', id: entryId } : { type: 'minigame_credit_entry', id: entryId },
    }),
  );
}
