import { SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { scheduleEvery } from '../../lib/schedule';

/**
 * A gateway QR that was never paid would leave its deposit "in progress" in the member's history
 * forever. Once the payment has expired (plus a grace period for callbacks already on their way, which
 * `settleGatewayPayment` refuses after expiry anyway), the deposit is rejected with a note. Nothing
 * moves in the ledger: an unpaid deposit never had a transfer. The guarded status update makes a
 * sweep and a late decision race safely: whichever comes first wins, the other changes nothing.
 */
export const EXPIRED_PAYMENT_GRACE_SECONDS = 60;
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

export async function expireUnpaidGatewayDeposits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE deposits d
       SET status = 'rejected', annotation = $1, decided_at = now()
     FROM gateway_payments p
     WHERE p.deposit_id = d.id
       AND d.status = 'waiting_for_approve'
       AND p.paid_at IS NULL
       AND p.expires_at < now() - make_interval(secs => $2)
     RETURNING d.id::text AS id`,
    [SERVER_MESSAGES.paymentExpired, EXPIRED_PAYMENT_GRACE_SECONDS],
  );
  return rows.length;
}

/** Runs the sweep every minute while the app is up. */
export function scheduleExpirySweep(app: FastifyInstance): void {
  scheduleEvery(app, 'expiry sweep', EXPIRY_SWEEP_INTERVAL_MS, () => expireUnpaidGatewayDeposits(app.db));
}
