import { memberStatusSchema, memberTelParamsSchema } from '@member/shared';
import { answers, memberStatusResultSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { revokeAllSessions } from '../../lib/sessions';
import * as members from './queries';

/** What an operator does to a member's account (decision 0070). */
export async function memberOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A disabled member is refused on their next call (the session check joins members.status), and
  // their sessions are revoked, so re-enabling them brings back no token: they log in again.
  api.put(
    '/admin/members/:tel/status',
    {
      config: { access: 'members.manage' },
      schema: {
        tags: ['member'],
        params: memberTelParamsSchema,
        body: memberStatusSchema,
        response: answers(memberStatusResultSchema),
      },
    },
    async (request) => {
      const { status } = request.body;
      const answer = await app.audited(request, { action: 'member.status', type: 'member' }, async (tx) => {
        const member = await members.lockStatusByTel(tx, request.params.tel);
        if (!member) throw notFound();
        await members.updateStatus(tx, member.id, status);
        if (status === 'disabled') await revokeAllSessions(tx, 'member', member.id);
        return {
          before: { status: member.status },
          after: { status },
          answer: { tel: member.tel, status },
          targetId: member.id,
        };
      });
      return { data: answer };
    },
  );
}
