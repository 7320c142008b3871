import { chatFileSchema, createdAnswers } from '@member/shared/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_ROUTE, uploadFormSchema } from '../../../../lib/uploads';
import { requireAuth } from '../../../../plugins/auth';
import { readChatUpload, storeChatFile } from '../../files';
import { loadSettings } from '../../settings';
import { tags } from './options';

/** A file for a message: uploaded by the member or by an agent. */
export async function chatFileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

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
        new Date(app.clock.now()).toISOString(),
      );
      return reply.status(201).send({ data: file });
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
