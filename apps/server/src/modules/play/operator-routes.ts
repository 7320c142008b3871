import type { FastifyInstance } from 'fastify';
import { playReadOperatorRoutes } from './routes/operator/play-reads';
import { providerOperatorRoutes } from './routes/operator/providers';

/**
 * The operator's side of play (decision 0103), one plugin per resource in `routes/operator/`:
 * providers (audited), GGR per day, a member's rounds.
 */
export async function playOperatorRoutes(app: FastifyInstance) {
  await app.register(providerOperatorRoutes);
  await app.register(playReadOperatorRoutes);
}
