import { CHAT_LIMITS, chatPageQuerySchema, chatSendSchema } from '@member/shared';
import { answers, chatMemberPageSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../../../lib/app-error';
import { memberSend } from '../../sends';
import { findMemberConversation, memberView } from '../../conversations';
import { publishChange } from '../../events';
import { forMember, messagePage } from '../../messages';
import { loadSettings } from '../../settings';
import { chatFileLinks } from '../../file-links';
import { asMember, memberOf, sentAnswers, tags } from './options';

/** The member's conversation and its messages, and a send (limited per member). */
export async function memberMessageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const links = chatFileLinks(app);
  // The member's files, signed for them.
  const urlFor = (memberId: string) => (fileId: string) => links.urlFor(fileId, { kind: 'member', id: memberId });

  // Per member, in the shared rate-limit store (Redis with REDIS_URL), counted once signed in.
  const sendLimit = app.createRateLimit({
    max: CHAT_LIMITS.sendsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${memberOf(request)}`,
  });

  api.get(
    '/chat-member',
    {
      ...asMember,
      schema: {
        summary: "The member's conversation",
        tags,
        querystring: chatPageQuerySchema,
        response: answers(chatMemberPageSchema),
      },
    },
    async (request) => {
      const memberId = memberOf(request);
      const conversation = await findMemberConversation(db, memberId);
      if (!conversation) return { data: { conversation: null, messages: [], hasMore: false } };
      const page = await messagePage(db, conversation.id, request.query, urlFor(memberId));
      return {
        data: { conversation: await memberView(db, conversation), ...page, messages: page.messages.map(forMember) },
      };
    },
  );

  api.post(
    '/chat-member/send',
    { ...asMember, schema: { summary: 'Send a message', tags, body: chatSendSchema, response: sentAnswers } },
    async (request, reply) => {
      const limit = await sendLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('Retry-After', Math.max(1, limit.ttlInSeconds));
        throw tooManyRequests();
      }
      const memberId = memberOf(request);
      const nowMs = app.clock.now();
      const result = await db.transaction(async (tx) =>
        memberSend(tx, {
          memberId,
          send: request.body,
          nowMs,
          settings: await loadSettings(tx),
          urlFor: urlFor(memberId),
        }),
      );
      if (result.created) await publishChange(app, result.change);
      return reply.status(result.created ? 201 : 200).send({ data: result.message });
    },
  );
}
