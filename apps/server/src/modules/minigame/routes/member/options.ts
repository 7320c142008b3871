import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../plugins/auth';

export const tags = ['minigame'];
export const asMember = { config: { access: 'member' } } as const;
export const memberOf = (request: FastifyRequest) => requireAuth(request).subjectId;
/** The app clock's now as an ISO instant. */
export const isoNow = (app: FastifyInstance) => new Date(app.clock.now()).toISOString();
