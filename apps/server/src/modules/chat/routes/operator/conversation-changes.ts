import {
  CHAT_MESSAGES,
  chatAssignSchema,
  chatConversationParamsSchema,
  chatStatusChangeSchema,
  hasPermission,
} from '@member/shared';
import { adminChatConversationSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../../../../lib/app-error';
import { requireAuth } from '../../../../plugins/auth';
import { assign, changeStatus } from '../../state-changes';
import { isAgent } from '../../assignment';
import { loadSettings } from '../../settings';
import { auditedChange } from './conversation-views';
import { operatorOf, reply, tags } from './options';

/** A conversation's state (open, snoozed, resolved) and its assignee, audited. */
export async function conversationChangeOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/operator/conversations/:id/status',
    {
      ...reply,
      schema: {
        summary: "Set a conversation's status",
        tags,
        params: chatConversationParamsSchema,
        body: chatStatusChangeSchema,
        response: answers(adminChatConversationSchema),
      },
    },
    async (request) => {
      const { status, snoozed_until: snoozedUntil } = request.body;
      const operatorId = operatorOf(request);
      const nowMs = app.clock.now();
      const conversation = await auditedChange(app, request, 'chat.status', request.params.id, async (tx, before) =>
        changeStatus(tx, {
          conversation: before,
          status,
          snoozedUntil,
          operatorId,
          nowMs,
          settings: await loadSettings(tx),
        }),
      );
      return { data: conversation };
    },
  );

  api.post(
    '/operator/conversations/:id/assign',
    {
      ...reply,
      schema: {
        summary: 'Assign a conversation',
        tags,
        params: chatConversationParamsSchema,
        body: chatAssignSchema,
        response: answers(adminChatConversationSchema),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const target = request.body.operator_id === null ? null : String(request.body.operator_id);
      if (target !== auth.subjectId && !(auth.role && hasPermission(auth.role, 'chat.manage'))) {
        throw forbidden(CHAT_MESSAGES.assignOthersForbidden);
      }
      const nowMs = app.clock.now();
      const conversation = await auditedChange(app, request, 'chat.assign', request.params.id, async (tx, before) => {
        if (target !== null && !(await isAgent(tx, target))) throw badRequest(CHAT_MESSAGES.agentNotAllowed);
        return assign(tx, before, target, nowMs);
      });
      return { data: conversation };
    },
  );
}
