import { chatConversationParamsSchema, chatPageQuerySchema, chatReadSchema, chatSendSchema } from '@member/shared';
import { adminChatConversationSchema, adminChatMessagePageSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conversationNotFound } from '../../change';
import { agentRead } from '../../read-pointers';
import { agentSend } from '../../sends';
import { findConversation } from '../../conversations';
import { publishChange } from '../../events';
import { sentAnswers } from '../member/options';
import { messagePage } from '../../messages';
import { chatFileLinks } from '../../file-links';
import { adminRow } from './conversation-views';
import { operatorOf, reply, tags, view } from './options';

/** A conversation's messages: the page, the agent's reply, and the agent's read mark. */
export async function messageOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const links = chatFileLinks(app);
  // The files, signed for the operator asking.
  const urlFor = (operatorId: string) => (fileId: string) => links.urlFor(fileId, { kind: 'operator', id: operatorId });

  api.get(
    '/operator/conversations/:id/messages',
    {
      ...view,
      schema: {
        summary: "A conversation's messages",
        tags,
        params: chatConversationParamsSchema,
        querystring: chatPageQuerySchema,
        response: answers(adminChatMessagePageSchema),
      },
    },
    async (request) => {
      const conversation = await findConversation(db, request.params.id);
      if (!conversation) throw conversationNotFound();
      return { data: await messagePage(db, conversation.id, request.query, urlFor(operatorOf(request))) };
    },
  );

  api.post(
    '/operator/conversations/:id/messages',
    {
      ...reply,
      schema: {
        summary: 'Reply in a conversation',
        tags,
        params: chatConversationParamsSchema,
        body: chatSendSchema,
        response: sentAnswers,
      },
    },
    async (request, answer) => {
      const operatorId = operatorOf(request);
      const nowMs = app.clock.now();
      const result = await db.transaction((tx) =>
        agentSend(tx, {
          conversationId: request.params.id,
          operatorId,
          send: request.body,
          nowMs,
          urlFor: urlFor(operatorId),
        }),
      );
      if (result.created) await publishChange(app, result.change);
      return answer.status(result.created ? 201 : 200).send({ data: result.message });
    },
  );

  api.post(
    '/operator/conversations/:id/read',
    {
      ...view,
      schema: {
        summary: 'Mark a conversation read',
        tags,
        params: chatConversationParamsSchema,
        body: chatReadSchema,
        response: answers(adminChatConversationSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const change = await db.transaction((tx) => agentRead(tx, id, request.body.last_read_id, app.clock.now()));
      await publishChange(app, change);
      return { data: await adminRow(db, id) };
    },
  );
}
