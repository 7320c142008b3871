import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../plugins/auth';

export const view = { config: { access: 'money.view' } } as const;
export const decide = { config: { access: 'money.decide' } } as const;
export const settings = { config: { access: 'settings.edit' } } as const;
export const tags = ['statements (operator)'];

export const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;
