import { SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { paymentExpiredSql } from './queries/deposits';

/**
 * Expiry of gateway payments (decision 0082). A QR is payable until its `expires_at`; from that
 * instant on, a paid callback is refused (`settleGatewayPayment`) and the deposit, still waiting and
 * unpaid, is rejected with the note `paymentExpired`. The rule is one guarded UPDATE, applied before
 * anything reads or decides such a deposit (the member's reads, the operator's queue and decisions,
 * the promotion history) and by a sweep every minute for the rest, so nobody ever sees an expired
 * payment's deposit "in progress". The guard (`status = 'waiting_for_approve'`, re-checked on the
 * newest row version) makes it idempotent and makes it race safely with a decision: whichever comes
 * first wins, the other changes nothing. Nothing moves in the ledger: an unpaid deposit never had a
 * transfer.
 */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/** Which waiting deposits to look at: every one (the sweep), one member's, or one deposit. */
export interface ExpiryScope {
  memberId?: string;
  depositId?: string;
}

/**
 * Rejects, once, the waiting deposits of `scope` whose gateway payment expired unpaid by `nowMs`.
 * Answers the ids it rejected now (none when they were decided already, by this rule or anyone).
 */
export async function expireDuePayments(db: Queryable, nowMs: number, scope: ExpiryScope = {}): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE deposits d
       SET status = 'rejected', annotation = $1, decided_at = now()
     WHERE d.status = 'waiting_for_approve'
       AND ${paymentExpiredSql('d.id', '$2::timestamptz')}
       AND ($3::bigint IS NULL OR d.member_id = $3::bigint)
       AND ($4::bigint IS NULL OR d.id = $4::bigint)
     RETURNING d.id::text AS id`,
    [SERVER_MESSAGES.paymentExpired, new Date(nowMs).toISOString(), scope.memberId ?? null, scope.depositId ?? null],
  );
  return rows.map((row) => row.id);
}

/** Runs the rule over every deposit each minute (the `payment-expiry` job, once across all processes). */
export function scheduleExpirySweep(app: FastifyInstance): void {
  app.jobs.register({
    name: 'payment-expiry',
    everyMs: EXPIRY_SWEEP_INTERVAL_MS,
    run: () => expireDuePayments(app.db, app.clock.now()),
  });
}

/**
 * Sandbox only: the unpaid payment `reference` runs out at `nowMs` (its `expires_at` moves no later).
 * Answers its deposit and that deposit's status before, or null when no unpaid payment has it.
 */
export async function endUnpaidPayment(
  tx: Queryable,
  reference: string,
  nowMs: number,
): Promise<{ deposit_id: string; deposit_status: string } | null> {
  const { rows } = await tx.query<{ deposit_id: string; deposit_status: string }>(
    `UPDATE gateway_payments p SET expires_at = LEAST(p.expires_at, $2::timestamptz)
     FROM deposits d WHERE d.id = p.deposit_id AND p.reference = $1 AND p.paid_at IS NULL
     RETURNING p.deposit_id::text AS deposit_id, d.status AS deposit_status`,
    [reference, new Date(nowMs).toISOString()],
  );
  return rows[0] ?? null;
}
