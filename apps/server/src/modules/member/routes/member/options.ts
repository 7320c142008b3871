import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../plugins/auth';

export const tags = ['member'];
export const asMember = { config: { access: 'member' } } as const;
export const memberIdOf = (request: FastifyRequest) => requireAuth(request).subjectId;
