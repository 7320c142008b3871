import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../plugins/auth';

export const tags = ['chat'];
export const view = { config: { access: 'chat.view' } } as const;
export const reply = { config: { access: 'chat.reply' } } as const;
export const manage = { config: { access: 'chat.manage' } } as const;

export const operatorOf = (request: FastifyRequest) => requireAuth(request).subjectId;
/** The app clock's now as an ISO instant. */
export const isoNow = (app: FastifyInstance) => new Date(app.clock.now()).toISOString();
