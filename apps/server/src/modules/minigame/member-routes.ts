import type { FastifyInstance } from 'fastify';
import { checkInRoutes } from './routes/member/check-in';
import { creditRoutes } from './routes/member/credit';
import { historyRoutes } from './routes/member/histories';
import { overviewRoutes } from './routes/member/overview';
import { playRoutes } from './routes/member/plays';
import { seedRoutes } from './routes/member/seeds';

/**
 * The member's calls (issue 15 §2, docs/api-minigame.md), one plugin per resource in
 * `routes/member/`: their own rows only.
 */
export async function minigameMemberRoutes(app: FastifyInstance) {
  await app.register(overviewRoutes);
  await app.register(historyRoutes);
  await app.register(playRoutes);
  await app.register(seedRoutes);
  await app.register(checkInRoutes);
  await app.register(creditRoutes);
}
