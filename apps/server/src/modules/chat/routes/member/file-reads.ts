import { CHAT_MESSAGES, chatFileLinkQuerySchema, chatFileParamsSchema } from '@member/shared';
import { answers, chatFileSchema, failuresOf } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../../../../lib/address';
import { forbidden, notFound } from '../../../../lib/app-error';
import { requireAuth } from '../../../../plugins/auth';
import { storageKeyOf, viewerStillAllowed, visibleFile } from '../../file-access';
import { chatFileLinks, viewerOf } from '../../file-links';
import { toFile } from '../../files';
import { memberOrOperator, tags } from './options';

/** The 200 of the bytes, documented by its media types (the errors stay JSON). */
const fileBytes = z.unknown().meta({
  description: 'The image or the sound.',
  content: Object.fromEntries(
    ['image/jpeg', 'image/png', 'audio/mpeg', 'audio/wav'].map((type) => [
      type,
      { schema: { type: 'string', format: 'binary' } },
    ]),
  ),
});

/**
 * A file's bytes behind its signed link (decision 0132), and the file afresh with a new link for the
 * caller (a page open past a link's expiry asks again).
 */
export async function chatFileReadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const links = chatFileLinks(app);

  api.get(
    '/file/:id',
    {
      preValidation: memberOrOperator(app, 'chat.view'),
      schema: {
        summary: 'A chat file with a fresh link',
        tags,
        description:
          'The file with a new signed link for the caller: a member their own upload or a file of their conversation, an operator holding `chat.view` any.',
        security: [{ member: [] }, { operator: [] }],
        params: chatFileParamsSchema,
        response: answers(chatFileSchema, 401, 403),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const row = await visibleFile(db, request.params.id, { kind: auth.kind, id: auth.subjectId });
      if (!row) throw notFound();
      const viewer = viewerOf(auth);
      return { data: toFile(row, (id) => links.urlFor(id, viewer)) };
    },
  );

  api.get(
    '/file/:id/content',
    {
      // Counted per viewer the link names and address: members behind one carrier address do not share a
      // budget, and no one spends another's.
      config: {
        rateLimit: {
          keyGenerator: (request) =>
            `chat-file:${String((request.query as { v?: unknown }).v)}:${addressKey(request.ip)}`,
        },
      },
      schema: {
        summary: "A chat file's bytes",
        tags,
        description:
          'The file’s bytes, for the link’s viewer until its expiry (the `url` of a `ChatFile`); a forged, expired or no longer allowed link is 403.',
        params: chatFileParamsSchema,
        querystring: chatFileLinkQuerySchema,
        response: {
          200: fileBytes,
          ...failuresOf([403, 404]),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const link = links.verify(id, request.query);
      if (!link || !(await viewerStillAllowed(db, link.viewer))) throw forbidden(CHAT_MESSAGES.fileLinkInvalid);
      const key = await storageKeyOf(db, id);
      const file = key ? await app.storage.get(key) : null;
      if (!file) throw notFound();
      // Cached by this browser only, and no longer than the link lives.
      const maxAge = Math.max(0, Math.floor((link.expiresAtMs - app.clock.now()) / 1000));
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', `private, max-age=${maxAge}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
}
