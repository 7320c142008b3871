import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_ROUTE } from '../../../../lib/uploads';
import { requireAuth } from '../../../../plugins/auth';

export const tags = ['minigame'];
export const view = { config: { access: 'minigame.view' } } as const;
export const manage = { config: { access: 'minigame.manage' } } as const;
export const manageUpload = { config: { ...UPLOAD_ROUTE.config, access: 'minigame.manage' } } as const;
/** Withdrawal decisions move money: the permission of money's own decisions. */
export const decide = { config: { access: 'money.decide' } } as const;

export const operatorOf = (request: FastifyRequest) => requireAuth(request).subjectId;
/** The app clock's now as an ISO instant. */
export const isoNow = (app: FastifyInstance) => new Date(app.clock.now()).toISOString();
