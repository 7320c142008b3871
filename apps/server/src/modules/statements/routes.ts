import { TRUEMONEY_FEED_EVERY_MS } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { findSandboxTransfer } from './queries/slips';
import { slipMemberRoutes } from './routes/member/slips';
import { statementFileOperatorRoutes } from './routes/operator/files';
import { sandboxBankOperatorRoutes } from './routes/operator/sandbox-bank';
import { autoDepositSummaryOperatorRoutes } from './routes/operator/summary';
import { statementLineOperatorRoutes } from './routes/operator/lines';
import { sandboxTrueMoneyOperatorRoutes } from './routes/operator/sandbox-truemoney';
import { statementSourceOperatorRoutes } from './routes/operator/sources';
import { smsWebhookRoutes } from './routes/provider/sms';
import { createSandboxSlipVerifier } from './slip';
import { createSlipQrPool } from './slip/qr-pool';
import type { TrueMoneyFeed } from './truemoney/feed';
import { readTrueMoneyFeed } from './truemoney/read';
import { sandboxTrueMoneyFeed } from './truemoney/sandbox';

/**
 * The statements module (issue 30, decisions 0161-0164): statement sources post lines (the bank
 * notification webhook), each stored once and matched to members' deposit requests; operators see
 * the lines, review the doubtful ones and manage the sources; members prove a transfer by its slip.
 * The `truemoney-feed` job reads the site's TrueMoney wallet.
 */
export async function statementsModule(app: FastifyInstance) {
  const sandbox = app.config.paymentMode === 'sandbox';
  // The sandbox's wallet and bank in sandbox mode; a live deployment plugs its own in here, until then
  // the feed reads nothing and slip uploads answer 503 (decisions 0163, 0164).
  const feed: TrueMoneyFeed | null = sandbox ? sandboxTrueMoneyFeed(app.db) : null;
  const verifier = sandbox
    ? createSandboxSlipVerifier((transRef, sendingBank) => findSandboxTransfer(app.db, transRef, sendingBank))
    : null;
  const pool = createSlipQrPool();
  app.addHook('onClose', () => pool.close());
  app.jobs.register({
    name: 'truemoney-feed',
    everyMs: TRUEMONEY_FEED_EVERY_MS,
    run: () => readTrueMoneyFeed(app.db, app.moneyHooks, feed, app.clock.now()),
  });
  await app.register(smsWebhookRoutes);
  await app.register(slipMemberRoutes, { pool, verifier });
  await app.register(statementLineOperatorRoutes);
  await app.register(statementSourceOperatorRoutes);
  await app.register(statementFileOperatorRoutes);
  await app.register(autoDepositSummaryOperatorRoutes);
  await app.register(sandboxBankOperatorRoutes);
  await app.register(sandboxTrueMoneyOperatorRoutes);
}
