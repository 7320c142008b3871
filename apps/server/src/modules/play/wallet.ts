import { bahtToSatang, gameUsername, PLAY_TEXTS, type PlayRequest } from '@member/shared';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  activeBreak,
  countStake,
  lockAccount,
  memberWallet,
  onBreakMessage,
  posted,
  transfer,
  uncountStake,
  walletBalanceSatang,
} from '../money';
import { tokenHash } from './signature';
import * as q from './wallet-queries';
import './ledger-codes';

/**
 * The seamless wallet (decisions 0100, 0101): what each signed provider operation does to the
 * member's wallet. Every operation that moves money first locks the member's wallet row, so all
 * movements of one member run one after the other (50 parallel bets never overdraw: each sees the
 * balance the previous one left). Each bet and win is claimed by its (provider, transaction id) with
 * an INSERT … ON CONFLICT DO NOTHING before anything moves: a replay finds the row and answers the
 * balance stored with it; the unique key also orders a bet and its refund that race from different
 * members' locks. A refusal throws, so the transaction rolls back the claim with everything else.
 * Answers are satang balances.
 */

export const insufficientFunds = () => new AppError(402, 'INSUFFICIENT_FUNDS', PLAY_TEXTS.insufficientFunds);
export const unknownMember = (message: string = PLAY_TEXTS.unknownMember) =>
  new AppError(404, 'UNKNOWN_MEMBER', message);
export const unknownRound = (message: string = PLAY_TEXTS.unknownRound) => new AppError(404, 'UNKNOWN_ROUND', message);
export const betRefunded = () => new AppError(409, 'BET_REFUNDED', PLAY_TEXTS.betRefunded);
export const tokenInvalid = () => new AppError(401, 'TOKEN_INVALID', PLAY_TEXTS.tokenInvalid);

/**
 * A transaction id already recorded for another operation (decision 0101): as TigerBeetle's
 * `exists_with_different_*` results, a 409 whose code says what differs, checked in this order. An exact
 * repeat is not an error: it answers as the first call did.
 */
type Difference = 'KIND' | 'MEMBER' | 'ROUND' | 'AMOUNT';
const DIFFERENCE_TEXTS = {
  KIND: PLAY_TEXTS.existsWithDifferentKind,
  MEMBER: PLAY_TEXTS.existsWithDifferentMember,
  ROUND: PLAY_TEXTS.existsWithDifferentRound,
  AMOUNT: PLAY_TEXTS.existsWithDifferentAmount,
} as const satisfies Record<Difference, string>;
const existsWithDifferent = (what: Difference) =>
  new AppError(409, `EXISTS_WITH_DIFFERENT_${what}`, DIFFERENCE_TEXTS[what]);

/** The first difference between a recorded transaction and the operation that reuses its id, if any. */
function difference(
  row: q.TransactionRow,
  operation: { kind: 'bet' | 'win'; memberId: string; roundId?: string; amountSatang?: number },
): Difference | null {
  if (row.kind !== operation.kind) return 'KIND';
  if (row.member_id !== operation.memberId) return 'MEMBER';
  // A refund recorded before its bet has no round and no amount: the late bet is BET_REFUNDED.
  if (row.refunded && row.round_ref === null) return null;
  if (operation.roundId !== undefined && row.round_id !== operation.roundId) return 'ROUND';
  if (operation.amountSatang !== undefined && Number(row.amount_satang) !== operation.amountSatang) return 'AMOUNT';
  return null;
}

interface PlayMember {
  id: string;
  active: boolean;
}

/**
 * The member a provider names by their game username (`gameUsername` of packages/shared: the phone
 * number), or UNKNOWN_MEMBER.
 */
async function memberOf(db: Queryable, username: string): Promise<PlayMember> {
  const row = await q.memberByPhone(db, username);
  if (!row || gameUsername(username) !== username) throw unknownMember();
  return row;
}

export interface WalletContext {
  db: Database;
  provider: string;
  nowMs: number;
}

/** `authenticate`: spends a launch token of this provider; answers the member's username and balance. */
export async function authenticate(
  { db, provider, nowMs }: WalletContext,
  input: PlayRequest<'authenticate'>,
): Promise<{ member: string; balanceSatang: number }> {
  const now = new Date(nowMs).toISOString();
  const row = await q.spendLaunchToken(db, tokenHash(input.token), provider, now);
  if (!row) throw tokenInvalid();
  return { member: gameUsername(row.tel), balanceSatang: await walletBalanceSatang(db, row.id) };
}

/** `balance`: the member's wallet balance. */
export async function balance({ db }: WalletContext, input: PlayRequest<'balance'>): Promise<number> {
  const member = await memberOf(db, input.member);
  return walletBalanceSatang(db, member.id);
}

/**
 * The first answer of a bet or win already recorded, when the call repeats it exactly (kind, member,
 * round, amount); otherwise 409 `EXISTS_WITH_DIFFERENT_*`. A bet whose transaction was refunded (before
 * or after it arrived) answers BET_REFUNDED.
 */
async function replay(
  tx: Queryable,
  provider: string,
  kind: 'bet' | 'win',
  input: { transaction_id: string; round_id: string },
  memberId: string,
  amountSatang: number,
) {
  const row = await q.findTransaction(tx, provider, input.transaction_id);
  const differs = difference(row, { kind, memberId, roundId: input.round_id, amountSatang });
  if (differs) throw existsWithDifferent(differs);
  if (row.refunded) throw betRefunded();
  if (row.balance_after === null) throw new Error(`play transaction ${provider}/${input.transaction_id} has no answer`);
  return Number(row.balance_after);
}

/**
 * `bet`: wallet → house_games (`game_stake`), opening the round if it is new. Credit below the
 * amount: INSUFFICIENT_FUNDS and nothing moves. A bet on a round already ended is refused
 * UNKNOWN_ROUND.
 */
export async function bet({ db, provider, nowMs }: WalletContext, input: PlayRequest<'bet'>): Promise<number> {
  const member = await memberOf(db, input.member);
  const amountSatang = bahtToSatang(input.amount);
  return db.transaction(async (tx) => {
    await lockAccount(tx, memberWallet(member.id));
    const rowId = await q.claimTransaction(tx, provider, 'bet', input, member.id, amountSatang);
    if (!rowId) return replay(tx, provider, 'bet', input, member.id, amountSatang);
    if (!member.active) throw unknownMember(PLAY_TEXTS.memberDisabled);
    // A member on a break (decision 0173) stakes nothing: refused as a member who may not play.
    const onBreak = await activeBreak(tx, member.id, Date.now());
    if (onBreak) throw unknownMember(onBreakMessage(onBreak));
    const round = await q.openRound(tx, { provider, memberId: member.id, roundId: input.round_id }, input.game ?? null);
    if (!round) throw new Error('round upsert answered nothing');
    if (round.ended) throw unknownRound(PLAY_TEXTS.roundEnded);
    const moved = await transfer(tx, {
      from: memberWallet(member.id),
      to: { house: 'house_games' },
      amountSatang,
      code: 'game_stake',
      ref: { type: 'game_round', id: round.id },
    });
    if (!moved.ok) throw insufficientFunds();
    await q.recordMovement(tx, rowId, round.id, 'stake_satang', amountSatang, moved.debitBalanceAfter);
    // Under the wallet lock: the stake pays down the member's turnover requirements (decision 0174).
    await countStake(tx, {
      memberId: member.id,
      provider,
      stakeRef: rowId,
      stakeSatang: amountSatang,
      walletAfterSatang: moved.debitBalanceAfter,
      nowMs,
    });
    return moved.debitBalanceAfter;
  });
}

/** `win`: house_games → wallet (`game_payout`; nothing moves for 0) on an open round of the member. */
export async function win({ db, provider }: WalletContext, input: PlayRequest<'win'>): Promise<number> {
  const member = await memberOf(db, input.member);
  const amountSatang = bahtToSatang(input.amount);
  return db.transaction(async (tx) => {
    const locked = await lockAccount(tx, memberWallet(member.id));
    const rowId = await q.claimTransaction(tx, provider, 'win', input, member.id, amountSatang);
    if (!rowId) return replay(tx, provider, 'win', input, member.id, amountSatang);
    const round = await q.lockRound(tx, { provider, memberId: member.id, roundId: input.round_id });
    if (!round) throw unknownRound();
    if (round.ended) throw unknownRound(PLAY_TEXTS.roundEnded);
    let balanceSatang = locked.balanceSatang;
    if (amountSatang > 0) {
      const moved = posted(
        await transfer(tx, {
          from: { house: 'house_games' },
          to: memberWallet(member.id),
          amountSatang,
          code: 'game_payout',
          ref: { type: 'game_round', id: round.id },
        }),
      );
      balanceSatang = moved.creditBalanceAfter;
    }
    await q.recordMovement(tx, rowId, round.id, 'win_satang', amountSatang, balanceSatang);
    return balanceSatang;
  });
}

/**
 * `refund` of a bet by its transaction id: house_games → wallet (`game_refund`) of the bet's amount,
 * once. A refund whose bet never arrived is recorded as a refunded bet of nothing, so the late bet is
 * refused BET_REFUNDED. A replay answers the first refund's balance.
 */
export async function refund({ db, provider, nowMs }: WalletContext, input: PlayRequest<'refund'>): Promise<number> {
  const member = await memberOf(db, input.member);
  return db.transaction(async (tx) => {
    const locked = await lockAccount(tx, memberWallet(member.id));
    const inserted = await q.insertRefundedBet(tx, provider, input.transaction_id, member.id, locked.balanceSatang);
    if (inserted) return locked.balanceSatang;
    const row = await q.findTransaction(tx, provider, input.transaction_id, true);
    const differs = difference(row, { kind: 'bet', memberId: member.id });
    if (differs) throw existsWithDifferent(differs);
    if (row.refunded) return Number(row.refund_balance_after);
    if (row.round_ref === null) throw new Error(`bet ${provider}/${input.transaction_id} has no round`);
    const amountSatang = Number(row.amount_satang);
    const moved = posted(
      await transfer(tx, {
        from: { house: 'house_games' },
        to: memberWallet(member.id),
        amountSatang,
        code: 'game_refund',
        ref: { type: 'game_round', id: row.round_ref },
      }),
    );
    await q.recordRefund(tx, provider, input.transaction_id, row.round_ref, amountSatang, moved.creditBalanceAfter);
    // A refunded stake does not count: what it paid into open requirements is taken back.
    await uncountStake(tx, { memberId: member.id, stakeRef: row.id, nowMs });
    return moved.creditBalanceAfter;
  });
}

/** `end-round`: marks the member's round ended (again: no change); wins after it are refused. */
export async function endRound({ db, provider }: WalletContext, input: PlayRequest<'end-round'>): Promise<number> {
  const member = await memberOf(db, input.member);
  if (!(await q.endRound(db, { provider, memberId: member.id, roundId: input.round_id }))) throw unknownRound();
  return walletBalanceSatang(db, member.id);
}
