import { TRUEMONEY_FEED_EVERY_MS } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { statementFileOperatorRoutes } from './routes/operator/files';
import { autoDepositSummaryOperatorRoutes } from './routes/operator/summary';
import { statementLineOperatorRoutes } from './routes/operator/lines';
import { sandboxTrueMoneyOperatorRoutes } from './routes/operator/sandbox-truemoney';
import { statementSourceOperatorRoutes } from './routes/operator/sources';
import { smsWebhookRoutes } from './routes/provider/sms';
import type { TrueMoneyFeed } from './truemoney/feed';
import { readTrueMoneyFeed } from './truemoney/read';
import { sandboxTrueMoneyFeed } from './truemoney/sandbox';

/**
 * The statements module (issue 30, decision 0161): statement sources post lines (the bank
 * notification webhook), each stored once and matched to members' deposit requests; operators see
 * the lines, review the doubtful ones and manage the sources. The `truemoney-feed` job reads the
 * site's TrueMoney wallet (decision 0164).
 */
export async function statementsModule(app: FastifyInstance) {
  // The sandbox's wallet in sandbox mode; a real wallet's client is plugged in here (decision 0164).
  const feed: TrueMoneyFeed | null = app.config.paymentMode === 'sandbox' ? sandboxTrueMoneyFeed(app.db) : null;
  app.jobs.register({
    name: 'truemoney-feed',
    everyMs: TRUEMONEY_FEED_EVERY_MS,
    run: () => readTrueMoneyFeed(app.db, app.moneyHooks, feed, app.clock.now()),
  });
  await app.register(smsWebhookRoutes);
  await app.register(statementLineOperatorRoutes);
  await app.register(statementSourceOperatorRoutes);
  await app.register(statementFileOperatorRoutes);
  await app.register(autoDepositSummaryOperatorRoutes);
  await app.register(sandboxTrueMoneyOperatorRoutes);
}
