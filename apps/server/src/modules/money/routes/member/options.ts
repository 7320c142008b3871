import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../plugins/auth';
import { expireDuePayments } from '../../expiry';

export const asMember = { config: { access: 'member' } } as const;
export const tags = ['money'];
export const memberIdOf = (request: FastifyRequest) => requireAuth(request).subjectId;

/** A read of the member's deposits first applies the expiry of their due payments (decision 0082). */
export const expireDue = (app: FastifyInstance, memberId: string) =>
  expireDuePayments(app.db, app.clock.now(), { memberId });
