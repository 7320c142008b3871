import { memberLevelSchema, memberStatusSchema, memberTelParamsSchema } from '@member/shared';
import { answers, memberLevelResultSchema, memberStatusResultSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { revokeAllSessions } from '../../../../lib/sessions';
import * as members from '../../queries/standing';
import { manage, tags } from './options';

/** A member's standing: status (active or disabled) and level, each audited. */
export async function memberStandingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A disabled member is refused on their next call (the session check joins members.status), and
  // their sessions are revoked, so re-enabling them brings back no token: they log in again.
  api.put(
    '/admin/members/:tel/status',
    {
      ...manage,
      schema: {
        summary: 'Enable or disable a member',
        tags,
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
        if (status === 'disabled') await revokeAllSessions(app, tx, 'member', member.id);
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

  // The level is a badge the member sees and a promotion may require (decision 0091).
  api.put(
    '/admin/members/:tel/level',
    {
      ...manage,
      schema: {
        summary: "Set a member's level",
        tags,
        params: memberTelParamsSchema,
        body: memberLevelSchema,
        response: answers(memberLevelResultSchema),
      },
    },
    async (request) => {
      const { level } = request.body;
      const answer = await app.audited(request, { action: 'member.level', type: 'member' }, async (tx) => {
        const member = await members.lockLevelByTel(tx, request.params.tel);
        if (!member) throw notFound();
        await members.updateLevel(tx, member.id, level);
        await app.memberProfiles.changed(tx, member.id);
        return {
          before: { level: member.level },
          after: { level },
          answer: { tel: member.tel, level },
          targetId: member.id,
        };
      });
      return { data: answer };
    },
  );
}
