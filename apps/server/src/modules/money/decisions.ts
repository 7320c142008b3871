import type { MoneyStatus } from '@member/shared';
import { SERVER_MESSAGES } from '@member/shared';
import type { Queryable } from '../../db/database';
import { type AppError, conflict, notFound } from '../../lib/app-error';
import { expireDuePayments } from './expiry';
import type { FollowingTransfer } from './ledger';
import { resolveWaiting } from './queries/queues';

/** An operator's decision on a waiting deposit or withdrawal, and what it answers (result codes, decision 0033). */

export interface Decision {
  approve: boolean;
  annotation: string | null;
  operatorId: string | null;
  /** Decided by the statement matcher (issue 30): the deposit is marked automatic. */
  automatic?: boolean;
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

/**
 * The row's status set by the decision, once (a guarded UPDATE on the locked row). A gateway deposit
 * whose payment expired unpaid by the decision's time was decided by its expiry (decision 0082): the
 * same statement finds it, the expiry is applied, and the answer is `already_decided` (rejected).
 */
export async function resolveOnce<T extends 'deposits' | 'withdrawals'>(
  tx: Queryable,
  table: T,
  id: string,
  decision: Decision,
  /** The decision's transfer of the row's amount, in the same statement (see `resolveWaiting`). */
  following?: FollowingTransfer,
) {
  const nowMs = decision.nowMs ?? Date.now();
  const resolution = await resolveWaiting(
    tx,
    table,
    id,
    {
      status: decision.approve ? 'approved' : 'rejected',
      annotation: decision.annotation,
      operatorId: decision.operatorId,
      automatic: decision.automatic,
      nowMs,
    },
    following,
  );
  if (!resolution) return { ok: false, code: 'not_found' } as const;
  if (resolution.expired) {
    await expireDuePayments(tx, nowMs, { depositId: id });
    return { ok: false, code: 'already_decided', status: 'rejected' } as const;
  }
  const { before, after, transfer } = resolution;
  if (!after) return { ok: false, code: 'already_decided', status: before.status } as const;
  return { ok: true, before, after, transfer } as const;
}
