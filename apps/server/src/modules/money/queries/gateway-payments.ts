import type { MoneyStatus, PaymentGatewayCode } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** A gateway deposit's payment (`gateway_payments`) with its deposit's status and member. */
export interface PaymentRecord {
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
export async function findPayment(db: Queryable, reference: string, lock = false): Promise<PaymentRecord | null> {
  const { rows } = await db.query<PaymentRecord>(
    `${PAYMENT_SELECT} WHERE p.reference = $1 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [reference],
  );
  return rows[0] ?? null;
}

export async function insertGatewayPayment(
  tx: Queryable,
  payment: {
    reference: string;
    depositId: string;
    provider: PaymentGatewayCode;
    amountSatang: number;
    qrPayload: string;
    paymentUrl: string;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO gateway_payments (reference, deposit_id, provider, amount_satang, qr_payload, payment_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      payment.reference,
      payment.depositId,
      payment.provider,
      payment.amountSatang,
      payment.qrPayload,
      payment.paymentUrl,
      payment.expiresAt.toISOString(),
    ],
  );
}

export async function markGatewayPaymentPaid(tx: Queryable, reference: string): Promise<void> {
  await tx.query('UPDATE gateway_payments SET paid_at = now() WHERE reference = $1', [reference]);
}
