import { randomBytes } from 'node:crypto';
import {
  type DepositRow,
  ENGLISH_SERVER_MESSAGES,
  type GatewayPayment,
  LABELS,
  type MoneyStatus,
  type PaymentGatewayCode,
  SERVER_MESSAGES,
  satangToBaht,
  type WithdrawRow,
} from '@member/shared';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/database';
import { businessRule, conflict, notFound } from '../../lib/app-error';
import { applyPromotionOnApproval, assertDepositPromotion } from '../promotion/claims';
import type { PaymentGateway } from './gateways';
import { lockWallet, transfer, walletBalanceSatang } from './ledger';
import * as q from './queries';
import { loadPaymentSettings } from './settings';

/**
 * Every money movement, independent of HTTP: routes call these inside `runIdempotent`'s
 * transaction; the property test calls them directly. Each throws an AppError for a refusal.
 */

const depositChannelClosed = () => businessRule(SERVER_MESSAGES.depositChannelClosed);

/**
 * A member may not deposit while a withdrawal of theirs waits (SPEC.md §8). The wallet row lock
 * serialises the check with a concurrent withdrawal request of the member; the check runs in the
 * INSERT, a later statement, so it sees every withdrawal committed before we got the lock.
 */
async function insertDepositIfNoWithdrawalWaits(tx: Queryable, deposit: q.NewDeposit) {
  await lockWallet(tx, deposit.memberId);
  // A named promotion must be usable now (422 `Cannot use selected promotion`, decision 0050).
  if (deposit.promotionId != null) {
    await assertDepositPromotion(tx, deposit.memberId, deposit.promotionId, deposit.amountSatang);
  }
  const record = await q.insertDeposit(tx, deposit, { unlessWithdrawalWaiting: true });
  if (record === 'withdrawalWaiting') throw businessRule(ENGLISH_SERVER_MESSAGES.pendingWithdraw);
  return record;
}

export async function requestBankDeposit(
  tx: Queryable,
  memberId: string,
  amountSatang: number,
  promotionId: number | null = null,
): Promise<DepositRow> {
  const settings = await loadPaymentSettings(tx);
  if (!settings.bank_transfer) throw depositChannelClosed();
  const record = await insertDepositIfNoWithdrawalWaits(tx, {
    memberId,
    amountSatang,
    type: 'bank',
    status: 'waiting_for_approve',
    promotionId,
  });
  return q.toDepositRow(record);
}

interface PaymentRecord {
  reference: string;
  deposit_id: string;
  provider: PaymentGatewayCode;
  amount_satang: string;
  qr_payload: string;
  payment_url: string;
  expires_at: Date | string;
  deposit_status: MoneyStatus;
  member_id: string;
}

const PAYMENT_SELECT = `SELECT p.reference, p.deposit_id::text AS deposit_id, p.provider,
  p.amount_satang::text AS amount_satang, p.qr_payload, p.payment_url, p.expires_at,
  d.status AS deposit_status, d.member_id::text AS member_id
  FROM gateway_payments p JOIN deposits d ON d.id = p.deposit_id`;

async function toGatewayPayment(record: PaymentRecord, nowMs = Date.now()): Promise<GatewayPayment> {
  const expired = new Date(record.expires_at).getTime() <= nowMs || record.deposit_status === 'rejected';
  return {
    deposit_id: Number(record.deposit_id),
    provider: record.provider,
    reference: record.reference,
    amount: satangToBaht(record.amount_satang),
    qr_payload: record.qr_payload,
    qr_image: await QRCode.toDataURL(record.qr_payload, { errorCorrectionLevel: 'M', margin: 2, width: 256 }),
    payment_url: record.payment_url,
    expires_at: q.iso(record.expires_at),
    status: record.deposit_status === 'approved' ? 'paid' : expired ? 'expired' : 'pending',
  };
}

export async function createGatewayDeposit(
  tx: Queryable,
  gateway: PaymentGateway | undefined,
  code: PaymentGatewayCode,
  memberId: string,
  amountSatang: number,
  promotionId: number | null = null,
): Promise<GatewayPayment> {
  const settings = await loadPaymentSettings(tx);
  if (!gateway || !settings.gateways.includes(code) || !settings.promptpay) throw depositChannelClosed();
  const deposit = await insertDepositIfNoWithdrawalWaits(tx, {
    memberId,
    amountSatang,
    type: code,
    status: 'waiting_for_approve',
    promotionId,
  });
  const reference = `${code}_${randomBytes(12).toString('hex')}`;
  const created = await gateway.createPayment({ amountSatang, reference, promptpayId: settings.promptpay });
  await tx.query(
    `INSERT INTO gateway_payments (reference, deposit_id, provider, amount_satang, qr_payload, payment_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [reference, deposit.id, code, amountSatang, created.qrPayload, created.paymentUrl, created.expiresAt.toISOString()],
  );
  const record = await findPayment(tx, reference);
  if (!record) throw new Error(`payment ${reference} missing`);
  return toGatewayPayment(record);
}

async function findPayment(db: Queryable, reference: string, lock = false): Promise<PaymentRecord | null> {
  const { rows } = await db.query<PaymentRecord>(
    `${PAYMENT_SELECT} WHERE p.reference = $1 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [reference],
  );
  return rows[0] ?? null;
}

/** The member's own payment (404 for anyone else's). */
export async function memberPayment(db: Queryable, memberId: string, reference: string): Promise<GatewayPayment> {
  const record = await findPayment(db, reference);
  if (!record || record.member_id !== memberId) throw notFound();
  return toGatewayPayment(record);
}

export async function findPaymentForProvider(db: Queryable, reference: string) {
  return findPayment(db, reference);
}

export async function requestWithdrawal(tx: Queryable, memberId: string, amountSatang: number): Promise<WithdrawRow> {
  const settings = await loadPaymentSettings(tx);
  if (amountSatang < settings.creditMinSatang) {
    throw businessRule(`${SERVER_MESSAGES.withdrawBelowMinimum} ${settings.credit_min} ${LABELS.currency}`);
  }
  const record = await q.insertWithdrawal(tx, { memberId, amountSatang, type: 'bank', status: 'waiting_for_approve' });
  // Reservation: wallet → pending. Refused (and the row rolled back) when the credit is short.
  await transfer(tx, {
    from: { member: memberId },
    to: { house: 'house_pending_withdrawals' },
    amountSatang,
    kind: 'withdrawal_reserve',
    ref: { type: 'withdrawal', id: record.id },
  });
  return q.toWithdrawRow(record);
}

export interface Decision {
  approve: boolean;
  annotation: string | null;
  operatorId: string | null;
}

export interface Decided<R> {
  before: R;
  after: R;
}

/** 409 for a row that is no longer waiting: what it became. */
function alreadyDecided(status: MoneyStatus) {
  return conflict(status === 'rejected' ? SERVER_MESSAGES.alreadyRejected : SERVER_MESSAGES.alreadyApproved);
}

/** The row's status set by the decision, once: 404 for no such row, 409 when it was decided already. */
async function resolveOnce<T extends 'deposits' | 'withdrawals'>(
  tx: Queryable,
  table: T,
  id: string,
  decision: Decision,
) {
  const resolution = await q.resolveWaiting(tx, table, id, {
    status: decision.approve ? 'approved' : 'rejected',
    annotation: decision.annotation,
    operatorId: decision.operatorId,
  });
  if (!resolution) throw notFound();
  const { before, after } = resolution;
  if (!after) throw alreadyDecided(before.status);
  return { before, after };
}

/**
 * Approve = cash in → wallet; reject = no movement. The guarded UPDATE (status still waiting)
 * makes a second decision, concurrent or later, a 409 that changes nothing.
 */
export async function decideDeposit(tx: Queryable, id: string, decision: Decision): Promise<Decided<DepositRow>> {
  const { before, after } = await resolveOnce(tx, 'deposits', id, decision);
  if (decision.approve) {
    await transfer(tx, {
      from: { house: 'house_cash_in' },
      to: { member: after.member_id },
      amountSatang: Number(after.amount_satang),
      kind: 'deposit',
      ref: { type: 'deposit', id },
    });
    // The deposit's promotion, judged again now under the wallet lock the transfer holds (decision 0050).
    await applyPromotionOnApproval(tx, {
      id,
      memberId: after.member_id,
      amountSatang: Number(after.amount_satang),
      promotionId: after.promotion_id,
    });
  }
  return { before: q.toDepositRow(before), after: q.toDepositRow(after) };
}

/** Approve posts the reservation (pending → cash out); reject voids it (pending → wallet). Once. */
export async function decideWithdrawal(tx: Queryable, id: string, decision: Decision): Promise<Decided<WithdrawRow>> {
  const { before, after } = await resolveOnce(tx, 'withdrawals', id, decision);
  await transfer(tx, {
    from: { house: 'house_pending_withdrawals' },
    to: decision.approve ? { house: 'house_cash_out' } : { member: after.member_id },
    amountSatang: Number(after.amount_satang),
    kind: decision.approve ? 'withdrawal_post' : 'withdrawal_void',
    ref: { type: 'withdrawal', id },
  });
  return { before: q.toWithdrawRow(before), after: q.toWithdrawRow(after) };
}

export interface Adjustment {
  direction: 'credit' | 'debit';
  amountSatang: number;
  reason: string;
  operatorId: string | null;
}

/**
 * A manual credit (house adjustments → wallet, a `manual` deposit row) or debit (wallet → house
 * adjustments, a `manual` withdrawal row; 422 insufficientCredit when over the credit).
 */
export async function manualAdjustment(
  tx: Queryable,
  memberId: string,
  adjustment: Adjustment,
): Promise<{ row: DepositRow | WithdrawRow; creditSatang: number }> {
  const common = {
    memberId,
    amountSatang: adjustment.amountSatang,
    status: 'manual' as const,
    annotation: adjustment.reason,
    operatorId: adjustment.operatorId,
  };
  if (adjustment.direction === 'credit') {
    const record = await q.insertDeposit(tx, { ...common, type: 'manual' });
    if (record === 'withdrawalWaiting') throw new Error('unreachable: manual deposits are not guarded');
    const moved = await transfer(tx, {
      from: { house: 'house_adjustments' },
      to: { member: memberId },
      amountSatang: adjustment.amountSatang,
      kind: 'manual_credit',
      ref: { type: 'deposit', id: record.id },
    });
    return { row: q.toDepositRow(record), creditSatang: moved.creditBalanceAfter };
  }
  const record = await q.insertWithdrawal(tx, { ...common, type: 'manual' });
  const moved = await transfer(tx, {
    from: { member: memberId },
    to: { house: 'house_adjustments' },
    amountSatang: adjustment.amountSatang,
    kind: 'manual_debit',
    ref: { type: 'withdrawal', id: record.id },
    insufficient: () => businessRule(SERVER_MESSAGES.insufficientCredit),
  });
  return { row: q.toWithdrawRow(record), creditSatang: moved.debitBalanceAfter };
}

/**
 * A verified "paid" callback: credits the deposit once (cash in → wallet) in this transaction.
 * A replay, or a payment already decided, answers `credited: false` and moves nothing.
 */
export async function settleGatewayPayment(
  tx: Queryable,
  provider: PaymentGatewayCode,
  callback: { reference: string; amountSatang: number },
  nowMs = Date.now(),
): Promise<{ credited: boolean; depositId: string | null }> {
  const payment = await findPayment(tx, callback.reference, true);
  if (!payment || payment.provider !== provider) throw notFound();
  if (Number(payment.amount_satang) !== callback.amountSatang) {
    throw businessRule(SERVER_MESSAGES.paymentAmountMismatch);
  }
  if (payment.deposit_status !== 'waiting_for_approve') return { credited: false, depositId: payment.deposit_id };
  if (new Date(payment.expires_at).getTime() <= nowMs) throw businessRule(SERVER_MESSAGES.paymentExpired);
  try {
    await decideDeposit(tx, payment.deposit_id, { approve: true, annotation: null, operatorId: null });
  } catch (error) {
    // Decided by an operator between our read and our update: nothing to credit.
    if ((error as { statusCode?: number }).statusCode === 409) return { credited: false, depositId: null };
    throw error;
  }
  await tx.query('UPDATE gateway_payments SET paid_at = now() WHERE reference = $1', [callback.reference]);
  return { credited: true, depositId: payment.deposit_id };
}

export async function creditBaht(db: Queryable, memberId: string): Promise<number> {
  return satangToBaht(await walletBalanceSatang(db, memberId));
}
