import type { FastifyInstance } from 'fastify';
import { coinRuleOperatorRoutes } from './routes/operator/coin-rules';
import { figureOperatorRoutes } from './routes/operator/figures';
import { gameFileOperatorRoutes } from './routes/operator/game-files';
import { gameOperatorRoutes } from './routes/operator/games';
import { memberOperatorRoutes } from './routes/operator/members';
import { withdrawalOperatorRoutes } from './routes/operator/withdrawals';

/**
 * The operator's side of the mini-games (docs/api-minigame.md), one plugin per resource in
 * `routes/operator/`: games, prize tables, files and budgets, the coin rules, a member's coins,
 * credit and plays, grants, the withdrawal queue and the daily figures. Every change is audited
 * with the row before and after.
 */
export async function minigameOperatorRoutes(app: FastifyInstance) {
  await app.register(gameOperatorRoutes);
  await app.register(gameFileOperatorRoutes);
  await app.register(coinRuleOperatorRoutes);
  await app.register(memberOperatorRoutes);
  await app.register(withdrawalOperatorRoutes);
  await app.register(figureOperatorRoutes);
}
