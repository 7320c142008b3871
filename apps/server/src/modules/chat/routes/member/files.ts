import { chatFileSchema, createdAnswers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_ROUTE, uploadFormSchema } from '../../../../lib/uploads';
import { requireAuth } from '../../../../plugins/auth';
import { chatFileLinks, viewerOf } from '../../file-links';
import { readChatUpload, storeChatFile } from '../../files';
import { loadSettings } from '../../settings';
import { memberOrOperator, tags } from './options';

/** A file for a message: uploaded by the member or by an agent. */
export async function chatFileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const links = chatFileLinks(app);

  api.post(
    '/file/upload',
    {
      ...UPLOAD_ROUTE,
      preValidation: memberOrOperator(app, 'chat.reply'),
      schema: {
        summary: 'Upload a chat file',
        tags,
        description: 'A member or an operator holding `chat.reply`.',
        security: [{ member: [] }, { operator: [] }],
        ...uploadFormSchema({
          file: 'required',
          description: 'One image (jpg, jpeg, png) or sound (mp3, wav), recognised by its content.',
          fileDescription: 'A JPEG or PNG image, or an MP3 or WAV sound (checked by its content).',
        }),
        response: createdAnswers(chatFileSchema, 401, 403),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const upload = await readChatUpload(request, await loadSettings(db));
      const viewer = viewerOf(auth);
      const file = await storeChatFile(
        db,
        app.storage,
        upload,
        { kind: auth.kind, id: auth.subjectId },
        new Date(app.clock.now()).toISOString(),
        (id) => links.urlFor(id, viewer),
      );
      return reply.status(201).send({ data: file });
    },
  );
}
