import { CONTENT_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { memberContentRoutes } from './member-routes';
import { operatorContentRoutes } from './operator-routes';

/**
 * Site content (decision 0040, docs/api-content.md): the public reads (member-routes.ts) and the
 * operator's management (operator-routes.ts). Its schemas' Thai messages are known to the validator.
 */
export async function contentRoutes(app: FastifyInstance) {
  app.knownMessages.add(CONTENT_MESSAGES);
  await app.register(memberContentRoutes);
  await app.register(operatorContentRoutes);
}
