import type { FastifyInstance } from 'fastify';
import { depositRoutes } from './routes/member/deposits';
import { historyRoutes } from './routes/member/histories';
import { limitRoutes } from './routes/member/limits';
import { turnoverRoutes } from './routes/member/turnover';
import { walletRoutes } from './routes/member/wallet';
import { withdrawalRoutes } from './routes/member/withdrawals';
import { paymentCallbackRoutes } from './routes/provider/payment-callbacks';
import { payoutCallbackRoutes } from './routes/provider/payout-callbacks';

/**
 * The member's wallet, one plugin per resource in `routes/member/`: credit and channels, deposits,
 * withdrawals, histories; and the gateways' callbacks (`routes/provider/`).
 */
export async function moneyMemberRoutes(app: FastifyInstance) {
  await app.register(walletRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(historyRoutes);
  await app.register(limitRoutes);
  await app.register(turnoverRoutes);
  await app.register(paymentCallbackRoutes);
  await app.register(payoutCallbackRoutes);
}
