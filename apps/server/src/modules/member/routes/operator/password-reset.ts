import {
  ACCOUNT_MESSAGES,
  type MemberPasswordResetResult,
  memberTelParamsSchema,
  OPERATOR_MESSAGES,
  RESET_CODE_TTL_MINUTES,
  SERVER_MESSAGES,
} from '@member/shared';
import { answers, memberPasswordResetResultSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../../../lib/app-error';
import { callerOf, issueOperatorCode, newCode } from '../../reset-issue';
import { findMemberStatusByTel } from '../../reset-codes';

/**
 * An operator sends the member the same code the member's own request would (decision 0092): the
 * same SMS, expiry and limits, counted against the operator's address. The answer never holds the
 * code; the member types it on the forgot-password page. Support reads it in the outbox only where
 * no SMS provider is configured (decision 0041).
 */
export async function passwordResetOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/members/:tel/password-reset',
    {
      config: { access: 'members.manage' },
      schema: {
        summary: "Reset a member's password",
        tags: ['member'],
        params: memberTelParamsSchema,
        response: answers(memberPasswordResetResultSchema, 409),
      },
    },
    async (request, reply) => {
      const { tel } = request.params;
      const code = newCode();
      const issued = await app.audited(request, { action: 'member.password_reset', type: 'member' }, async (tx) => {
        const member = await findMemberStatusByTel(tx, tel);
        if (!member) throw notFound();
        if (member.status !== 'active') throw conflict(SERVER_MESSAGES.memberDisabledNoReset);
        const sent = await issueOperatorCode(app, tx, callerOf(request, tel), code, reply);
        if (!sent) throw conflict(SERVER_MESSAGES.memberDisabledNoReset); // disabled since the read
        return {
          before: null,
          after: { sms_sent: true, expires_at: sent.expiresAt },
          answer: sent,
          targetId: member.id,
        };
      });
      // Sent once the code is committed; the outbox or the provider records how it went (decision 0081).
      await api.sms.send(tel, ACCOUNT_MESSAGES.resetSms(code, RESET_CODE_TTL_MINUTES)).catch((error: unknown) => {
        api.log.error({ err: error, tel }, 'operator password-reset sms failed');
      });
      const data: MemberPasswordResetResult = {
        tel,
        sent: true,
        expires_at: issued.expiresAt,
        expires_in_minutes: RESET_CODE_TTL_MINUTES,
        message: OPERATOR_MESSAGES.memberResetSmsSent(tel, RESET_CODE_TTL_MINUTES),
      };
      return { data };
    },
  );
}
