import { chatReadSchema } from '@member/shared';
import { answers, chatUnreadCountSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberRead } from '../../read-pointers';
import { findMemberConversation, memberUnread } from '../../conversations';
import { publishChange } from '../../events';
import { asMember, memberOf, tags } from './options';

/** The member's unread count, and their read mark. */
export async function unreadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/chat-member/count',
    { ...asMember, schema: { summary: 'Unread messages', tags, response: answers(chatUnreadCountSchema) } },
    async (request) => {
      const conversation = await findMemberConversation(db, memberOf(request));
      return { data: { count: conversation ? await memberUnread(db, conversation) : 0 } };
    },
  );

  api.post(
    '/chat-member/reset-unread',
    {
      ...asMember,
      schema: {
        summary: 'Mark the conversation read',
        tags,
        body: chatReadSchema,
        response: answers(chatUnreadCountSchema),
      },
    },
    async (request) => {
      const conversation = await findMemberConversation(db, memberOf(request));
      if (!conversation) return { data: { count: 0 } };
      const { count, change } = await db.transaction((tx) =>
        memberRead(tx, conversation.id, request.body.last_read_id, app.clock.now()),
      );
      await publishChange(app, change);
      return { data: { count } };
    },
  );
}
