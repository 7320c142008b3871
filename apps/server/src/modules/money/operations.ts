import { randomBytes } from 'node:crypto';
import {
  type DepositRow,
  ENGLISH_SERVER_MESSAGES,
  formatNumber,
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
import { type AppError, badRequest, businessRule, conflict, notFound } from '../../lib/app-error';
import { expireDuePayments } from './expiry';
import type { PaymentGateway } from './gateways';
import type { MoneyHooks } from './hooks';
import { balanceTooLow, lockAccount, memberWallet, posted, transfer, walletBalanceSatang } from './ledger';
import {
  insertDeposit,
  insertDepositUnlessWithdrawalWaits,
  isActiveDepositBankAccount,
  toDepositRow,
} from './queries/deposits';
import { resolveWaiting } from './queries/queues';
import { iso, type NewDeposit } from './queries/shared';
import { insertWithdrawal, toWithdrawRow, withdrawalWaits } from './queries/withdrawals';
import { loadPaymentSettings, type PaymentSettings } from './settings';

/**
 * Every money movement, independent of HTTP: routes call these inside `runIdempotent`'s
 * transaction; the property test calls them directly. A request that breaks a rule throws an
 * AppError (the route's answer); a decision answers a result (`DecisionResult`). Operations that
 * fire money events take the app's hooks.
 *
 * Statements that do not wait for each other's answer are sent together (`Promise.all`): the
 * PostgreSQL adapter pipelines them on the transaction's connection, and the server runs them in the
 * order they were sent. Each sends its first statement before it awaits anything.
 */

const depositChannelClosed = () => businessRule(SERVER_MESSAGES.depositChannelClosed);

/**
 * A member may not deposit while a withdrawal of theirs waits (SPEC.md §8). The wallet row lock
 * serialises the check with a concurrent withdrawal request of the member; the check runs in the
 * INSERT, a later statement, so it sees every withdrawal committed before we got the lock.
 * The settings, the lock and (for a plain deposit) the guarded INSERT go out together: PostgreSQL
 * starts the INSERT once the lock is granted. A deposit naming a promotion is inserted after the
 * hooks have judged the promotion, which may not exist. Then, in the order of the rules:
 * `channelOpen` judges the settings, the `depositRequested` hooks run, the withdrawal check decides;
 * a refusal rolls the row back.
 */
async function insertDepositIfNoWithdrawalWaits(
  tx: Queryable,
  hooks: MoneyHooks,
  deposit: NewDeposit & { type: 'bank' | PaymentGatewayCode },
  channelOpen: (settings: PaymentSettings) => boolean,
) {
  const [settings, wallet, early] = await Promise.all([
    loadPaymentSettings(tx),
    lockAccount(tx, memberWallet(deposit.memberId)),
    deposit.promotionId == null ? insertDepositUnlessWithdrawalWaits(tx, deposit) : undefined,
  ]);
  if (!channelOpen(settings)) throw depositChannelClosed();
  await hooks.fire('depositRequested', tx, {
    memberId: deposit.memberId,
    amountSatang: deposit.amountSatang,
    type: deposit.type,
    promotionId: deposit.promotionId ?? null,
  });
  const inserted = early ?? (await insertDepositUnlessWithdrawalWaits(tx, deposit));
  // An early INSERT ran before a wallet created just now was locked: look again under the lock.
  const recheck = early !== undefined && wallet.created;
  if (!inserted.ok || (recheck && (await withdrawalWaits(tx, deposit.memberId)))) {
    throw businessRule(ENGLISH_SERVER_MESSAGES.pendingWithdraw);
  }
  return { settings, record: inserted.record };
}

export async function requestBankDeposit(
  tx: Queryable,
  hooks: MoneyHooks,
  memberId: string,
  amountSatang: number,
  promotionId: number | null = null,
  depositBankAccountId: number | null = null,
): Promise<DepositRow> {
  // The account the member says they sent the money to must be one they can see (active).
  if (depositBankAccountId !== null && !(await isActiveDepositBankAccount(tx, depositBankAccountId))) {
    throw badRequest(SERVER_MESSAGES.depositAccountUnavailable);
  }
  const { record } = await insertDepositIfNoWithdrawalWaits(
    tx,
    hooks,
    { memberId, amountSatang, type: 'bank', status: 'waiting_for_approve', promotionId, depositBankAccountId },
    (settings) => settings.bank_transfer,
  );
  return toDepositRow(record);
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

/** `expired` from its expiry on, as the rule of decision 0082 (`expireDuePayments`) decides it. */
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
    expires_at: iso(record.expires_at),
    status: record.deposit_status === 'approved' ? 'paid' : expired ? 'expired' : 'pending',
  };
}

export async function createGatewayDeposit(
  tx: Queryable,
  hooks: MoneyHooks,
  gateway: PaymentGateway | undefined,
  code: PaymentGatewayCode,
  memberId: string,
  amountSatang: number,
  promotionId: number | null = null,
): Promise<GatewayPayment> {
  const { settings, record: deposit } = await insertDepositIfNoWithdrawalWaits(
    tx,
    hooks,
    { memberId, amountSatang, type: code, status: 'waiting_for_approve', promotionId },
    (settings) => Boolean(gateway && settings.gateways.includes(code) && settings.promptpay),
  );
  if (!gateway || !settings.promptpay) throw depositChannelClosed(); // judged above; narrows the types
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

/** The member's own payment (404 for anyone else's), its deposit expired first when it is due. */
export async function memberPayment(
  db: Queryable,
  memberId: string,
  reference: string,
  nowMs = Date.now(),
): Promise<GatewayPayment> {
  await expireDuePayments(db, nowMs, { memberId });
  const record = await findPayment(db, reference);
  if (!record || record.member_id !== memberId) throw notFound();
  return toGatewayPayment(record, nowMs);
}

export async function findPaymentForProvider(db: Queryable, reference: string) {
  return findPayment(db, reference);
}

/**
 * Reservation: wallet → pending. The settings and the withdrawal row go out together; a request below
 * the minimum or over the credit is refused and rolls the row back.
 */
export async function requestWithdrawal(tx: Queryable, memberId: string, amountSatang: number): Promise<WithdrawRow> {
  const [settings, record] = await Promise.all([
    loadPaymentSettings(tx),
    insertWithdrawal(tx, { memberId, amountSatang, type: 'bank', status: 'waiting_for_approve' }),
  ]);
  if (amountSatang < settings.creditMinSatang) {
    throw businessRule(
      `${SERVER_MESSAGES.withdrawBelowMinimum} ${formatNumber(settings.credit_min)} ${LABELS.currency}`,
    );
  }
  const reserved = await transfer(tx, {
    from: memberWallet(memberId),
    to: { house: 'house_pending_withdrawals' },
    amountSatang,
    code: 'withdrawal_reserve',
    ref: { type: 'withdrawal', id: record.id },
  });
  if (!reserved.ok) throw balanceTooLow(reserved.balanceSatang);
  return toWithdrawRow(record);
}

export interface Decision {
  approve: boolean;
  annotation: string | null;
  operatorId: string | null;
  /** The decision's time (the app's clock): a gateway deposit whose payment expired by then is rejected first. */
  nowMs?: number;
}

export interface Decided<R> {
  before: R;
  after: R;
}

/**
 * What a decision answers: the row before and after it, or why nothing changed: no such row, or it
 * was decided already (`status`: what it became). The loser of a race gets `already_decided`.
 */
export type DecisionResult<R> =
  | ({ ok: true } & Decided<R>)
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'already_decided'; status: MoneyStatus };

export type DecisionRefusal = Extract<DecisionResult<unknown>, { ok: false }>;

/** The HTTP error of a refused decision: 404, or 409 saying what the row became. */
export function decisionError(refusal: DecisionRefusal): AppError {
  if (refusal.code === 'not_found') return notFound();
  return conflict(refusal.status === 'rejected' ? SERVER_MESSAGES.alreadyRejected : SERVER_MESSAGES.alreadyApproved);
}

/** A decision's rows, or its HTTP error thrown (routes). */
export function decided<R>(result: DecisionResult<R>): Decided<R> {
  if (!result.ok) throw decisionError(result);
  return { before: result.before, after: result.after };
}

/** The row's status set by the decision, once (a guarded UPDATE on the locked row). */
async function resolveOnce<T extends 'deposits' | 'withdrawals'>(
  tx: Queryable,
  table: T,
  id: string,
  decision: Decision,
) {
  const resolution = await resolveWaiting(tx, table, id, {
    status: decision.approve ? 'approved' : 'rejected',
    annotation: decision.annotation,
    operatorId: decision.operatorId,
  });
  if (!resolution) return { ok: false, code: 'not_found' } as const;
  const { before, after } = resolution;
  if (!after) return { ok: false, code: 'already_decided', status: before.status } as const;
  return { ok: true, before, after } as const;
}

/**
 * Approve = cash in → wallet, then the `depositApproved` hooks (a promotion's bonus, judged again
 * now under the wallet lock the transfer holds, decision 0050); reject = no movement. The guarded
 * UPDATE (status still waiting) makes a second decision, concurrent or later, `already_decided`,
 * changing nothing. A gateway deposit whose payment has expired unpaid was decided by its expiry
 * (decision 0082): it answers `already_decided` (rejected) whatever is asked.
 */
export async function decideDeposit(
  tx: Queryable,
  hooks: MoneyHooks,
  id: string,
  decision: Decision,
): Promise<DecisionResult<DepositRow>> {
  // Sent together (pipelined): the expiry runs first, so the resolution sees what it decided.
  const [, resolved] = await Promise.all([
    expireDuePayments(tx, decision.nowMs ?? Date.now(), { depositId: id }),
    resolveOnce(tx, 'deposits', id, decision),
  ]);
  if (!resolved.ok) return resolved;
  const { before, after } = resolved;
  if (decision.approve) {
    const event = {
      depositId: id,
      memberId: after.member_id,
      amountSatang: Number(after.amount_satang),
      promotionId: after.promotion_id,
    };
    posted(
      await transfer(tx, {
        from: { house: 'house_cash_in' },
        to: memberWallet(event.memberId),
        amountSatang: event.amountSatang,
        code: 'deposit',
        ref: { type: 'deposit', id },
      }),
    );
    await hooks.fire('depositApproved', tx, event);
  } else {
    await hooks.fire('depositRejected', tx, {
      depositId: id,
      memberId: after.member_id,
      amountSatang: Number(after.amount_satang),
    });
  }
  return { ok: true, before: toDepositRow(before), after: toDepositRow(after) };
}

/**
 * Approve posts the reservation (pending → cash out); reject voids it (pending → wallet). Once;
 * then the `withdrawalDecided` hooks.
 */
export async function decideWithdrawal(
  tx: Queryable,
  hooks: MoneyHooks,
  id: string,
  decision: Decision,
): Promise<DecisionResult<WithdrawRow>> {
  const resolved = await resolveOnce(tx, 'withdrawals', id, decision);
  if (!resolved.ok) return resolved;
  const { before, after } = resolved;
  posted(
    await transfer(tx, {
      from: { house: 'house_pending_withdrawals' },
      to: decision.approve ? { house: 'house_cash_out' } : memberWallet(after.member_id),
      amountSatang: Number(after.amount_satang),
      code: decision.approve ? 'withdrawal_post' : 'withdrawal_void',
      ref: { type: 'withdrawal', id },
    }),
  );
  await hooks.fire('withdrawalDecided', tx, {
    withdrawalId: id,
    memberId: after.member_id,
    amountSatang: Number(after.amount_satang),
    approved: decision.approve,
  });
  return { ok: true, before: toWithdrawRow(before), after: toWithdrawRow(after) };
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
    const record = await insertDeposit(tx, { ...common, type: 'manual' });
    const moved = posted(
      await transfer(tx, {
        from: { house: 'house_adjustments' },
        to: memberWallet(memberId),
        amountSatang: adjustment.amountSatang,
        code: 'manual_credit',
        ref: { type: 'deposit', id: record.id },
      }),
    );
    return { row: toDepositRow(record), creditSatang: moved.creditBalanceAfter };
  }
  const record = await insertWithdrawal(tx, { ...common, type: 'manual' });
  const moved = await transfer(tx, {
    from: memberWallet(memberId),
    to: { house: 'house_adjustments' },
    amountSatang: adjustment.amountSatang,
    code: 'manual_debit',
    ref: { type: 'withdrawal', id: record.id },
  });
  if (!moved.ok) throw businessRule(SERVER_MESSAGES.insufficientCredit);
  return { row: toWithdrawRow(record), creditSatang: moved.debitBalanceAfter };
}

/**
 * A verified "paid" callback: credits the deposit once (cash in → wallet) in this transaction.
 * A replay, or a payment already decided, answers `credited: false` and moves nothing.
 */
export async function settleGatewayPayment(
  tx: Queryable,
  hooks: MoneyHooks,
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
  const approval = await decideDeposit(tx, hooks, payment.deposit_id, {
    approve: true,
    annotation: null,
    operatorId: null,
    nowMs,
  });
  // Decided by an operator between our read and our update: nothing to credit.
  if (!approval.ok && approval.code === 'already_decided') return { credited: false, depositId: null };
  if (!approval.ok) throw new Error(`deposit ${payment.deposit_id} of payment ${callback.reference} missing`);
  await tx.query('UPDATE gateway_payments SET paid_at = now() WHERE reference = $1', [callback.reference]);
  return { credited: true, depositId: payment.deposit_id };
}

export async function creditBaht(db: Queryable, memberId: string): Promise<number> {
  return satangToBaht(await walletBalanceSatang(db, memberId));
}
