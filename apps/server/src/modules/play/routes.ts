import { PLAY_SCHEMA_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { playMemberRoutes } from './member-routes';
import { playOperatorRoutes } from './operator-routes';
import { playProviderRoutes } from './provider-routes';

/**
 * The play module (issue 13, decisions 0100-0104): the seamless wallet game providers call, the
 * member's games, launch and history, the operator's providers, GGR and a member's rounds.
 */
export async function playModule(app: FastifyInstance) {
  app.knownMessages.add(PLAY_SCHEMA_MESSAGES);
  await app.register(playProviderRoutes);
  await app.register(playMemberRoutes);
  await app.register(playOperatorRoutes);
}
