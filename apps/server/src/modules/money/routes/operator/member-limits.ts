import { LIMIT_BACKOFFICE_TEXTS, memberBreakEndSchema, memberTelParamsSchema } from '@member/shared';
import { adminMemberLimitsSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict } from '../../../../lib/app-error';
import { recordAudit } from '../../../../plugins/audit';
import { adminMemberLimits, endIndefiniteBreak } from '../../limits';
import { memberIdOf, memberView, operatorId, tags } from './options';

/** A member's limits and breaks on the member page; ending an indefinite break (decision 0173). */
export async function memberLimitOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/members/:tel/limits',
    {
      ...memberView,
      schema: {
        summary: "A member's deposit limits",
        tags,
        params: memberTelParamsSchema,
        response: answers(adminMemberLimitsSchema),
      },
    },
    async (request) => {
      const memberId = await memberIdOf(db, request.params.tel);
      return { data: await db.transaction((tx) => adminMemberLimits(tx, memberId, app.clock.now())) };
    },
  );

  api.post(
    '/admin/members/:tel/break/end',
    {
      config: { access: 'members.manage' },
      schema: {
        summary: "End a member's break",
        tags,
        params: memberTelParamsSchema,
        body: memberBreakEndSchema,
        response: answers(adminMemberLimitsSchema, 409),
      },
    },
    async (request) => {
      const memberId = await memberIdOf(db, request.params.tel);
      const nowMs = app.clock.now();
      const data = await db.transaction(async (tx) => {
        const ended = await endIndefiniteBreak(tx, memberId, operatorId(request), request.body.reason, nowMs);
        if (!ended.ok) {
          throw conflict(
            ended.code === 'timed_break' ? LIMIT_BACKOFFICE_TEXTS.onlyIndefinite : LIMIT_BACKOFFICE_TEXTS.noActiveBreak,
          );
        }
        await recordAudit(tx, {
          operatorId: operatorId(request),
          action: 'member.break_end',
          targetType: 'member',
          targetId: memberId,
          before: { break: ended.before },
          after: { break: null, reason: request.body.reason },
        });
        return adminMemberLimits(tx, memberId, nowMs);
      });
      return { data };
    },
  );
}
