import { chatMessageSchema, dataOf, errorEnvelopeSchema } from '@member/shared/responses';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../plugins/auth';

export const tags = ['chat'];
export const asMember = { config: { access: 'member' } } as const;
export const memberOf = (request: FastifyRequest) => requireAuth(request).subjectId;

/** A send answers 201 when it stored the message, 200 when it was a resend of one already stored. */
export const sentAnswers = {
  200: dataOf(chatMessageSchema),
  201: dataOf(chatMessageSchema),
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};
