import type { FastifyInstance } from 'fastify';
import { statementFileOperatorRoutes } from './routes/operator/files';
import { autoDepositSummaryOperatorRoutes } from './routes/operator/summary';
import { statementLineOperatorRoutes } from './routes/operator/lines';
import { statementSourceOperatorRoutes } from './routes/operator/sources';
import { smsWebhookRoutes } from './routes/provider/sms';

/**
 * The statements module (issue 30, decision 0161): statement sources post lines (the bank
 * notification webhook), each stored once and matched to members' deposit requests; operators see
 * the lines, review the doubtful ones and manage the sources.
 */
export async function statementsModule(app: FastifyInstance) {
  await app.register(smsWebhookRoutes);
  await app.register(statementLineOperatorRoutes);
  await app.register(statementSourceOperatorRoutes);
  await app.register(statementFileOperatorRoutes);
  await app.register(autoDepositSummaryOperatorRoutes);
}
