import type { Permission } from '@member/shared';
import { chatMessageSchema, dataOf, failuresOf } from '@member/shared/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../plugins/auth';

export const tags = ['chat'];
export const asMember = { config: { access: 'member' } } as const;
export const memberOf = (request: FastifyRequest) => requireAuth(request).subjectId;

/** A send answers 201 when it stored the message, 200 when it was a resend of one already stored. */
export const sentAnswers = {
  200: dataOf(chatMessageSchema),
  201: dataOf(chatMessageSchema),
  ...failuresOf([429]),
};

/**
 * The guard of a call for members and operators: a member, or an operator holding `permission`, by the
 * kind of token presented (its claims are only peeked at here; the guard then verifies it in full).
 */
export const memberOrOperator =
  (app: FastifyInstance, permission: Permission) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    let kind: unknown = null;
    try {
      kind = token ? (app.jwt.decode(token) as { kind?: unknown } | null)?.kind : null;
    } catch {
      // Not a token at all: the member guard refuses it.
    }
    if (kind === 'operator') await app.requireOperator(permission)(request, reply);
    else await app.requireMember(request, reply);
  };
