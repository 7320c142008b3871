import { MINIGAME_MESSAGES, minigameSlugParamsSchema, minigameSoundParamsSchema } from '@member/shared';
import { adminMinigameGameSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { readAudioUpload, readImageUpload, storeAudio, storeImage, uploadFormSchema } from '../../../../lib/uploads';
import * as games from '../../games';
import { gameViews } from './game-views';
import { isoNow, manage, manageUpload, tags } from './options';

/**
 * A game's files, its image and its sounds: read (and checked by content) before anything is
 * written, stored before the row points at them.
 */
export async function gameFileOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const at = () => isoNow(app);
  const { changeGame } = gameViews(app);

  api.put(
    '/operator/games/:slug/image',
    {
      ...manageUpload,
      schema: {
        summary: "Replace a mini-game's image",
        tags,
        params: minigameSlugParamsSchema,
        ...uploadFormSchema({ file: 'required', description: "The game's image, in `file`." }),
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => {
      const { image } = await readImageUpload(request);
      if (!image) throw notFound();
      if (!(await games.findGame(db, request.params.slug))) throw notFound();
      const stored = await storeImage(storage, image);
      return {
        data: await changeGame(request, request.params.slug, 'minigame.image_update', (tx, game) =>
          games.setImage(tx, game.id, stored.key, at()),
        ),
      };
    },
  );

  api.delete(
    '/operator/games/:slug/image',
    {
      ...manage,
      schema: {
        summary: "Remove a mini-game's image",
        tags,
        params: minigameSlugParamsSchema,
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => ({
      data: await changeGame(request, request.params.slug, 'minigame.image_delete', (tx, game) =>
        games.setImage(tx, game.id, null, at()),
      ),
    }),
  );

  api.put(
    '/operator/games/:slug/sounds/:slot',
    {
      ...manageUpload,
      schema: {
        summary: 'Replace a mini-game sound',
        tags,
        params: minigameSoundParamsSchema,
        ...uploadFormSchema({
          file: 'required',
          description: 'The sound of this slot, in `file`.',
          fileDescription: 'An MP3 or WAV sound (checked by its content).',
        }),
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => {
      const { slug, slot } = request.params;
      const audio = await readAudioUpload(request, {
        required: MINIGAME_MESSAGES.soundRequired,
        wrongType: MINIGAME_MESSAGES.soundTypeNotAllowed,
        tooLarge: MINIGAME_MESSAGES.soundTooLarge,
      });
      if (!(await games.findGame(db, slug))) throw notFound();
      const stored = await storeAudio(storage, audio);
      return {
        data: await changeGame(request, slug, `minigame.sound_update`, (tx, game) =>
          games.setSound(tx, game.id, slot, stored.key, at()),
        ),
      };
    },
  );

  api.delete(
    '/operator/games/:slug/sounds/:slot',
    {
      ...manage,
      schema: {
        summary: 'Remove a mini-game sound',
        tags,
        params: minigameSoundParamsSchema,
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => ({
      data: await changeGame(request, request.params.slug, 'minigame.sound_delete', (tx, game) =>
        games.setSound(tx, game.id, request.params.slot, null, at()),
      ),
    }),
  );
}
