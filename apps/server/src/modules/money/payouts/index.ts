import type { FastifyInstance } from 'fastify';
import { afterCommit } from '../../../db/after-commit';
import type { Queryable } from '../../../db/database';
import { dispatchPayout, type PayoutContext, resolveOpenPayouts } from './payouts';
import type { PayoutProvider } from './provider';
import { createSandboxPayouts, type SandboxPayouts } from './sandbox';

export { applyPayoutCallback, payoutDetail, payoutInFlight, screenWithdrawal } from './payouts';
export { loadPayoutRules, savePayoutRules, toPayoutSettings } from './settings';
export type { PayoutProvider } from './provider';

/** How long the sandbox provider takes to call back (a real one takes seconds). */
const SANDBOX_CALLBACK_DELAY_MS = 300;
/** The `payout-status` job: how often, and how long a payout sits before it is looked at. */
const STATUS_JOB_EVERY_MS = 30_000;
const STALE_AFTER_MS = 20_000;

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutService;
  }
}

export interface PayoutService extends PayoutContext {
  /** The sandbox provider, in sandbox mode (tests script it). */
  sandbox: SandboxPayouts | null;
  /** Sends the payout once `tx` commits; a failure to send is left to the status job. */
  sendAfterCommit(tx: Queryable, payoutId: string): void;
  /** The status job's pass, now (tests: `olderThanMs` 0). */
  resolveOpen(olderThanMs?: number): Promise<number>;
}

/**
 * The payout providers of this mode (decision 0175): the sandbox in sandbox mode; a live deployment
 * lists its real provider's adapter here (README "Automatic withdrawals").
 */
function providersFor(app: FastifyInstance): { provider: PayoutProvider | null; sandbox: SandboxPayouts | null } {
  if (app.config.paymentMode !== 'sandbox') return { provider: null, sandbox: null };
  const sandbox = createSandboxPayouts({
    db: app.db,
    secret: app.secrets.payout,
    callbackDelayMs: SANDBOX_CALLBACK_DELAY_MS,
    deliver: (rawBody, signature) =>
      app.inject({
        method: 'POST',
        url: '/api/payouts/sandbox/callback',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        payload: rawBody,
      }),
  });
  return { provider: sandbox, sandbox };
}

export function registerPayouts(app: FastifyInstance): void {
  const { provider, sandbox } = providersFor(app);
  const ctx: PayoutContext = { db: app.db, hooks: app.moneyHooks, provider, now: () => app.clock.now() };
  const service: PayoutService = {
    ...ctx,
    sandbox,
    sendAfterCommit(tx, payoutId) {
      afterCommit(tx, () => {
        dispatchPayout(ctx, payoutId).catch((error: unknown) =>
          app.log.error({ err: error, payoutId }, 'payout dispatch failed; the status job retries it'),
        );
      });
    },
    resolveOpen: (olderThanMs = STALE_AFTER_MS) => resolveOpenPayouts(ctx, olderThanMs),
  };
  app.decorate('payouts', service);
}

/** The `payout-status` job: queued payouts sent, unanswered ones asked about (once across processes). */
export function schedulePayoutStatus(app: FastifyInstance): void {
  app.jobs.register({ name: 'payout-status', everyMs: STATUS_JOB_EVERY_MS, run: () => app.payouts.resolveOpen() });
}
