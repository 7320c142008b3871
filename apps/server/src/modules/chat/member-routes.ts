import { CHAT_LIMITS, chatPageQuerySchema, chatReadSchema, chatSendSchema } from '@member/shared';
import {
  answers,
  chatFileSchema,
  chatMemberPageSchema,
  chatMessageSchema,
  chatSettingsPublicSchema,
  chatUnreadCountSchema,
  createdAnswers,
  dataOf,
  errorEnvelopeSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/app-error';
import { UPLOAD_ROUTE, uploadFormSchema } from '../../lib/uploads';
import { requireAuth } from '../../plugins/auth';
import { memberRead, memberSend } from './actions';
import { findMemberConversation, memberUnread, memberView } from './conversations';
import { publishChange } from './events';
import { readChatUpload, storeChatFile } from './files';
import { forMember, messagePage } from './messages';
import { loadSettings, toPublicSettings } from './settings';

const tags = ['chat'];
const asMember = { config: { access: 'member' } } as const;

/** A send answers 201 when it stored the message, 200 when it was a resend of one already stored. */
export const sentAnswers = {
  200: dataOf(chatMessageSchema),
  201: dataOf(chatMessageSchema),
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};

/** The members' calls (SPEC.md §7 "Live chat", docs/api-chat.md): their own conversation only. */
export async function chatMemberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const memberOf = (request: FastifyRequest) => requireAuth(request).subjectId;
  const now = () => app.clock.now();
  const urlFor = (key: string) => app.storage.urlFor(key);

  // Per member, in the shared rate-limit store (Redis with REDIS_URL), counted once signed in.
  const sendLimit = app.createRateLimit({
    max: CHAT_LIMITS.sendsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${memberOf(request)}`,
  });

  api.get('/setting', { schema: { tags, response: answers(chatSettingsPublicSchema) } }, async () => ({
    data: toPublicSettings(await loadSettings(db), now()),
  }));

  api.get(
    '/chat-member',
    { ...asMember, schema: { tags, querystring: chatPageQuerySchema, response: answers(chatMemberPageSchema) } },
    async (request) => {
      const conversation = await findMemberConversation(db, memberOf(request));
      if (!conversation) return { data: { conversation: null, messages: [], hasMore: false } };
      const page = await messagePage(db, conversation.id, request.query, urlFor);
      return {
        data: { conversation: await memberView(db, conversation), ...page, messages: page.messages.map(forMember) },
      };
    },
  );

  api.post(
    '/chat-member/send',
    { ...asMember, schema: { tags, body: chatSendSchema, response: sentAnswers } },
    async (request, reply) => {
      const limit = await sendLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('Retry-After', Math.max(1, limit.ttlInSeconds));
        throw tooManyRequests();
      }
      const memberId = memberOf(request);
      const nowMs = now();
      const result = await db.transaction(async (tx) =>
        memberSend(tx, { memberId, send: request.body, nowMs, settings: await loadSettings(tx), urlFor }),
      );
      if (result.created) await publishChange(app, result.change);
      return reply.status(result.created ? 201 : 200).send({ data: result.message });
    },
  );

  api.post(
    '/file/upload',
    {
      ...UPLOAD_ROUTE,
      preValidation: (request, reply) => memberOrAgent(app, request, reply),
      schema: {
        tags,
        description: 'A member or an operator holding `chat.reply`.',
        security: [{ member: [] }, { operator: [] }],
        ...uploadFormSchema({
          file: 'required',
          description: 'One image (jpg, jpeg, png) or sound (mp3, wav), recognised by its content.',
          fileDescription: 'A JPEG or PNG image, or an MP3 or WAV sound (checked by its content).',
        }),
        response: createdAnswers(chatFileSchema),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const upload = await readChatUpload(request, await loadSettings(db));
      const file = await storeChatFile(
        db,
        app.storage,
        upload,
        { kind: auth.kind, id: auth.subjectId },
        new Date(now()).toISOString(),
      );
      return reply.status(201).send({ data: file });
    },
  );

  api.get(
    '/chat-member/count',
    { ...asMember, schema: { tags, response: answers(chatUnreadCountSchema) } },
    async (request) => {
      const conversation = await findMemberConversation(db, memberOf(request));
      return { data: { count: conversation ? await memberUnread(db, conversation) : 0 } };
    },
  );

  api.post(
    '/chat-member/reset-unread',
    { ...asMember, schema: { tags, body: chatReadSchema, response: answers(chatUnreadCountSchema) } },
    async (request) => {
      const conversation = await findMemberConversation(db, memberOf(request));
      if (!conversation) return { data: { count: 0 } };
      const { count, change } = await db.transaction((tx) =>
        memberRead(tx, conversation.id, request.body.last_read_id, now()),
      );
      await publishChange(app, change);
      return { data: { count } };
    },
  );
}

/**
 * The upload's guard: a member, or an operator who may reply, by the kind of token presented (its
 * claims are only peeked at here; the guard then verifies it in full).
 */
async function memberOrAgent(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  let kind: unknown = null;
  try {
    kind = token ? (app.jwt.decode(token) as { kind?: unknown } | null)?.kind : null;
  } catch {
    // Not a token at all: the member guard refuses it.
  }
  if (kind === 'operator') await app.requireOperator('chat.reply')(request, reply);
  else await app.requireMember(request, reply);
}
