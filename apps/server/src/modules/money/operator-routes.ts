import type { FastifyInstance } from 'fastify';
import { autoDepositSettingOperatorRoutes } from './routes/operator/auto-deposit-settings';
import { dashboardOperatorRoutes } from './routes/operator/dashboard';
import { decisionOperatorRoutes } from './routes/operator/decisions';
import { depositBankAccountOperatorRoutes } from './routes/operator/deposit-bank-accounts';
import { memberCreditOperatorRoutes } from './routes/operator/member-credit';
import { memberLimitOperatorRoutes } from './routes/operator/member-limits';
import { paymentSettingOperatorRoutes } from './routes/operator/payment-settings';
import { payoutOperatorRoutes } from './routes/operator/payouts';
import { queueOperatorRoutes } from './routes/operator/queues';
import { sandboxPaymentOperatorRoutes } from './routes/operator/sandbox-payments';
import { turnoverOperatorRoutes } from './routes/operator/turnover';

/**
 * The operator's money (decision 0033), one plugin per resource in `routes/operator/`: the dashboard,
 * the queues and their decisions, manual credits and debits and a member's ledger, the sandbox's
 * mark-paid and expire; payment settings and the deposit bank accounts.
 */
export async function moneyOperatorRoutes(app: FastifyInstance) {
  await app.register(dashboardOperatorRoutes);
  await app.register(queueOperatorRoutes);
  await app.register(decisionOperatorRoutes);
  await app.register(memberCreditOperatorRoutes);
  await app.register(memberLimitOperatorRoutes);
  await app.register(turnoverOperatorRoutes);
  await app.register(sandboxPaymentOperatorRoutes);
  await app.register(paymentSettingOperatorRoutes);
  await app.register(depositBankAccountOperatorRoutes);
  await app.register(autoDepositSettingOperatorRoutes);
  await app.register(payoutOperatorRoutes);
}
