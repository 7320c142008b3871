import { randomBytes } from 'node:crypto';
import { type GatewayPayment, type PaymentGatewayCode, SERVER_MESSAGES, satangToBaht } from '@member/shared';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/database';
import { businessRule, notFound } from '../../lib/app-error';
import { decideDeposit, depositChannelClosed, insertDepositIfNoWithdrawalWaits } from './deposits';
import { expireDuePayments } from './expiry';
import type { PaymentGateway } from './gateways';
import type { MoneyHooks } from './hooks';
import {
  findPayment,
  insertGatewayPayment,
  markGatewayPaymentPaid,
  type PaymentRecord,
} from './queries/gateway-payments';
import { iso } from './queries/shared';

/** A deposit through a payment gateway: its PromptPay payment, the member's view of it, its signed "paid" callback. */

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
  nowMs: number = Date.now(),
): Promise<GatewayPayment> {
  const { settings, record: deposit } = await insertDepositIfNoWithdrawalWaits(
    tx,
    hooks,
    { memberId, amountSatang, type: code, status: 'waiting_for_approve', promotionId },
    (settings) => Boolean(gateway && settings.gateways.includes(code) && settings.promptpay),
    nowMs,
  );
  if (!gateway || !settings.promptpay) throw depositChannelClosed(); // judged above; narrows the types
  const reference = `${code}_${randomBytes(12).toString('hex')}`;
  const created = await gateway.createPayment({ amountSatang, reference, promptpayId: settings.promptpay });
  await insertGatewayPayment(tx, {
    reference,
    depositId: deposit.id,
    provider: code,
    amountSatang,
    qrPayload: created.qrPayload,
    paymentUrl: created.paymentUrl,
    expiresAt: created.expiresAt,
  });
  const record = await findPayment(tx, reference);
  if (!record) throw new Error(`payment ${reference} missing`);
  return toGatewayPayment(record);
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
  await markGatewayPaymentPaid(tx, callback.reference);
  return { credited: true, depositId: payment.deposit_id };
}
