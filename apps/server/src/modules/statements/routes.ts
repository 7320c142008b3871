import type { FastifyInstance } from 'fastify';
import { findSandboxTransfer } from './queries/slips';
import { slipMemberRoutes } from './routes/member/slips';
import { statementFileOperatorRoutes } from './routes/operator/files';
import { sandboxBankOperatorRoutes } from './routes/operator/sandbox-bank';
import { autoDepositSummaryOperatorRoutes } from './routes/operator/summary';
import { statementLineOperatorRoutes } from './routes/operator/lines';
import { statementSourceOperatorRoutes } from './routes/operator/sources';
import { smsWebhookRoutes } from './routes/provider/sms';
import { createSandboxSlipVerifier } from './slip';
import { createSlipQrPool } from './slip/qr-pool';

/**
 * The statements module (issue 30, decisions 0161-0163): statement sources post lines (the bank
 * notification webhook), each stored once and matched to members' deposit requests; operators see
 * the lines, review the doubtful ones and manage the sources; members prove a transfer by its slip.
 */
export async function statementsModule(app: FastifyInstance) {
  const pool = createSlipQrPool();
  app.addHook('onClose', () => pool.close());
  // The sandbox bank answers in sandbox mode; a live deployment has no verifier until one is plugged in
  // (decision 0163), and slip uploads answer 503.
  const verifier =
    app.config.paymentMode === 'sandbox'
      ? createSandboxSlipVerifier((transRef, sendingBank) => findSandboxTransfer(app.db, transRef, sendingBank))
      : null;
  await app.register(smsWebhookRoutes);
  await app.register(slipMemberRoutes, { pool, verifier });
  await app.register(statementLineOperatorRoutes);
  await app.register(statementSourceOperatorRoutes);
  await app.register(statementFileOperatorRoutes);
  await app.register(autoDepositSummaryOperatorRoutes);
  await app.register(sandboxBankOperatorRoutes);
}
