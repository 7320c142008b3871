import { chatConversationListQuerySchema, chatConversationParamsSchema, satangToBaht } from '@member/shared';
import {
  adminChatConversationDetailSchema,
  adminChatConversationPageSchema,
  adminChatCountsSchema,
  answers,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expireDuePayments, recentMemberMoney, walletBalanceSatang } from '../../../money';
import { conversationNotFound } from '../../change';
import { adminConversations, adminCounts, memberContext } from '../../conversations';
import { adminRow } from './conversation-views';
import { operatorOf, tags, view } from './options';

/** The member context's money lines: the last few of each. */
const CONTEXT_MONEY_LINES = 5;

/** The inbox's conversations: the list by state and assignee, the counts, one with its member's context. */
export async function conversationOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/operator/conversations',
    {
      ...view,
      schema: {
        summary: 'List conversations',
        tags,
        querystring: chatConversationListQuerySchema,
        response: answers(adminChatConversationPageSchema),
      },
    },
    async (request) => {
      const { status, assignee, page, limit } = request.query;
      const { items, total } = await adminConversations(db, {
        status,
        assignee: assignee === 'me' ? operatorOf(request) : assignee,
        page,
        limit,
      });
      return { data: { items, page, limit, total } };
    },
  );

  api.get(
    '/operator/conversations/counts',
    { ...view, schema: { summary: 'Conversation counts', tags, response: answers(adminChatCountsSchema) } },
    async (request) => ({ data: await adminCounts(db, operatorOf(request)) }),
  );

  api.get(
    '/operator/conversations/:id',
    {
      ...view,
      schema: {
        summary: 'A conversation',
        tags,
        params: chatConversationParamsSchema,
        response: answers(adminChatConversationDetailSchema),
      },
    },
    async (request) => {
      const conversation = await adminRow(db, request.params.id);
      const memberId = conversation.member.id;
      await expireDuePayments(db, app.clock.now(), { memberId });
      const [member, creditSatang, money] = await Promise.all([
        memberContext(db, memberId),
        walletBalanceSatang(db, memberId),
        recentMemberMoney(db, memberId, CONTEXT_MONEY_LINES),
      ]);
      if (!member) throw conversationNotFound();
      return {
        data: {
          conversation,
          context: { member: { ...conversation.member, ...member }, credit: satangToBaht(creditSatang), ...money },
        },
      };
    },
  );
}
