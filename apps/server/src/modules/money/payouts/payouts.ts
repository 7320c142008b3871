import {
  bangkokDayOf,
  bangkokDayStartMs,
  PAYOUT_BACKOFFICE_TEXTS,
  type PayoutDetail,
  type PayoutStop,
} from '@member/shared';
import type { Database, Queryable } from '../../../db/database';
import { decideWithdrawal } from '../withdrawals';
import type { MoneyHooks } from '../hooks';
import { hasOpenTurnover } from '../turnover';
import type { PayoutAnswer, PayoutCallback, PayoutProvider } from './provider';
import * as q from './queries';
import { payoutStop } from './rules';
import { loadPayoutRules } from './settings';

/**
 * Automatic withdrawals (decision 0175). A withdrawal is judged by the operator's rules in its request's
 * transaction: one that passes gets a queued payout, sent once the request commits; one that does not
 * waits in the queue with the rule that stopped it. A payout is settled once, under its row lock: the
 * provider's `paid` posts the reservation (the withdrawal is approved by the system), `failed` sends
 * the withdrawal back to the operator's queue. A request whose answer never came is resolved by asking
 * the provider for the status, never by sending blind; whatever the provider says after the payout was
 * settled is recorded and shown, never applied twice.
 */

export interface PayoutContext {
  db: Database;
  hooks: MoneyHooks;
  /** The adapter for the operator's provider in this mode; null: none (live mode without one). */
  provider: PayoutProvider | null;
  now: () => number;
}

/** Attempts before a payout the provider never received goes back to the operator. */
const MAX_ATTEMPTS = 3;

/**
 * In the withdrawal request's transaction (the wallet is locked): the payout to send once it commits,
 * or null when a rule keeps it for an operator (recorded on the withdrawal).
 */
export async function screenWithdrawal(
  tx: Queryable,
  ctx: Pick<PayoutContext, 'hooks' | 'provider'>,
  withdrawal: { id: string; memberId: string; amountSatang: number; nowMs: number },
): Promise<string | null> {
  const rules = await loadPayoutRules(tx);
  let stop: PayoutStop | null = rules.enabled ? null : 'disabled';
  if (!stop) {
    const dayStart = new Date(bangkokDayStartMs(bangkokDayOf(withdrawal.nowMs))).toISOString();
    const [member, openTurnover, flagged] = await Promise.all([
      q.memberPayoutFacts(tx, withdrawal.memberId, withdrawal.id, dayStart),
      hasOpenTurnover(tx, withdrawal.memberId),
      ctx.hooks.memberFlagged(tx, withdrawal.memberId),
    ]);
    stop = payoutStop(rules, {
      amountSatang: withdrawal.amountSatang,
      todayOtherSatang: Number(member.today_other),
      registeredMs: new Date(member.registered_at).getTime(),
      bankSetMs: new Date(member.bank_set_at).getTime(),
      paidWithdrawals: member.paid,
      openTurnover,
      flagged,
      providerAvailable: ctx.provider?.code === rules.provider,
      nowMs: withdrawal.nowMs,
    });
  }
  if (stop) {
    await q.markStopped(tx, withdrawal.id, stop);
    return null;
  }
  return q.insertPayout(tx, {
    withdrawalId: withdrawal.id,
    provider: rules.provider,
    amountSatang: withdrawal.amountSatang,
  });
}

/** An operator may not decide a withdrawal whose payout is under way. */
export const payoutInFlight = q.payoutInFlight;

type Heard = { kind: 'request' | 'callback' | 'status'; answer: PayoutAnswer };

/** Applies what the provider said, once, under the payout's lock. Answers whether it changed anything. */
async function settle(ctx: PayoutContext, by: { id: string } | { reference: string }, heard: Heard): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const payout = await q.lockPayout(tx, by);
    if (!payout) return false;
    const { answer } = heard;
    const detail = answer.status === 'failed' ? answer.reason : answer.providerRef;
    const record = (applied: boolean) =>
      q.insertEvent(tx, { payoutId: payout.id, kind: heard.kind, status: answer.status, applied, detail });
    if (payout.status === 'paid' || payout.status === 'failed') {
      await record(false);
      return false;
    }
    if (answer.status === 'accepted') {
      await q.setPayoutStatus(tx, payout.id, 'sent', { providerRef: answer.providerRef });
    } else if (answer.status === 'paid') {
      const decided = await decideWithdrawal(tx, ctx.hooks, payout.withdrawal_id, {
        approve: true,
        annotation: null,
        operatorId: null,
        nowMs: ctx.now(),
      });
      if (!decided.ok) throw new Error(`payout ${payout.id}: withdrawal ${payout.withdrawal_id} was decided meanwhile`);
      await q.setPayoutStatus(tx, payout.id, 'paid', { providerRef: answer.providerRef });
    } else {
      await q.setPayoutStatus(tx, payout.id, 'failed', { providerRef: answer.providerRef, failure: answer.reason });
      await q.markStopped(tx, payout.withdrawal_id, 'payout_failed');
    }
    await record(true);
    return true;
  });
}

/** Sends a queued payout (after its request committed, or again from the job). */
export async function dispatchPayout(ctx: PayoutContext, payoutId: string): Promise<void> {
  if (!ctx.provider) return;
  const payout = await q.claimQueued(ctx.db, payoutId);
  if (!payout) return;
  let answer: PayoutAnswer;
  try {
    answer = await ctx.provider.request({
      reference: payout.reference,
      amountSatang: Number(payout.amount_satang),
      bankCode: payout.bank_code,
      accountNumber: payout.bank_number,
      accountName: payout.account_name,
    });
  } catch (error) {
    await q.markUnanswered(ctx.db, payout.id);
    await q.insertEvent(ctx.db, {
      payoutId: payout.id,
      kind: 'request',
      status: 'unanswered',
      applied: true,
      detail: error instanceof Error ? error.message : String(error),
    });
    return;
  }
  await settle(ctx, { id: payout.id }, { kind: 'request', answer });
}

/** A provider's signed callback, already verified: applied once; a repeat or a late one is recorded. */
export async function applyPayoutCallback(ctx: PayoutContext, callback: PayoutCallback): Promise<boolean> {
  const answer: PayoutAnswer =
    callback.status === 'paid'
      ? { status: 'paid', providerRef: callback.providerRef }
      : { status: 'failed', providerRef: callback.providerRef, reason: callback.reason ?? '' };
  return settle(ctx, { reference: callback.reference }, { kind: 'callback', answer });
}

/**
 * The `payout-status` job: every payout not settled for `olderThanMs` — a queued one is sent; one sent,
 * sending or unanswered is asked about. One the provider never received is sent again under the same
 * reference (at most MAX_ATTEMPTS times), then handed to the operator.
 */
export async function resolveOpenPayouts(ctx: PayoutContext, olderThanMs: number): Promise<number> {
  if (!ctx.provider) return 0;
  const stale = await q.stalePayouts(ctx.db, olderThanMs, 100);
  for (const payout of stale) {
    if (payout.status === 'queued') {
      await dispatchPayout(ctx, payout.id);
      continue;
    }
    const answer = await ctx.provider.status(payout.reference);
    if (answer === null) {
      if (payout.attempts < MAX_ATTEMPTS) {
        await q.requeue(ctx.db, payout.id);
        await dispatchPayout(ctx, payout.id);
      } else {
        await settle(
          ctx,
          { id: payout.id },
          {
            kind: 'status',
            answer: { status: 'failed', providerRef: null, reason: PAYOUT_BACKOFFICE_TEXTS.notReceived },
          },
        );
      }
    } else if (answer.status === 'accepted') {
      await q.touch(ctx.db, payout.id);
    } else {
      await settle(ctx, { id: payout.id }, { kind: 'status', answer });
    }
  }
  return stale.length;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `GET /admin/withdrawals/{id}/payout`. */
export async function payoutDetail(db: Queryable, withdrawalId: string): Promise<PayoutDetail | null> {
  const found = await q.payoutOfWithdrawal(db, withdrawalId);
  if (!found) return null;
  const { payout, events } = found;
  return {
    status: payout.status,
    provider: payout.provider,
    reference: payout.reference,
    late_callbacks: events.filter((e) => e.kind === 'callback' && !e.applied).length,
    provider_ref: payout.provider_ref,
    failure: payout.failure,
    attempts: payout.attempts,
    created_at: iso(payout.created_at) ?? '',
    settled_at: iso(payout.settled_at),
    events: events.map((e) => ({
      kind: e.kind,
      status: e.status,
      applied: e.applied,
      detail: e.detail,
      at: iso(e.created_at) ?? '',
    })),
  };
}
