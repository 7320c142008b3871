import {
  answers,
  minigameCurrentCreditSchema,
  minigameGameListSchema,
  minigameSettingsAnswerSchema,
  minigameStatusTodaySchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as reads from '../../member-reads';
import { loadSettings, toWireSettings } from '../../settings';
import { asMember, memberOf, tags } from './options';

/** What the member sees first: the games open to them, the coin rules, their credit and today's status. */
export async function overviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const now = () => app.clock.now();
  const urlFor = (key: string) => app.storage.urlFor(key);

  api.get(
    '/play/available-minigame',
    { ...asMember, schema: { summary: 'Mini-games', tags, response: answers(minigameGameListSchema) } },
    async (request) => ({ data: await reads.availableGames(db, memberOf(request), now(), urlFor) }),
  );

  api.get(
    '/setting/minigame',
    { ...asMember, schema: { summary: 'Mini-game settings', tags, response: answers(minigameSettingsAnswerSchema) } },
    async () => ({ data: toWireSettings(await loadSettings(db)) }),
  );

  api.get(
    '/member/current-credit',
    {
      ...asMember,
      schema: { summary: "The member's coins and credit", tags, response: answers(minigameCurrentCreditSchema) },
    },
    async (request) => ({ data: await reads.currentCredit(db, memberOf(request), await loadSettings(db), now()) }),
  );

  api.get(
    '/member/minigame-status-today',
    {
      ...asMember,
      schema: { summary: "Today's plays and check-in", tags, response: answers(minigameStatusTodaySchema) },
    },
    async (request) => ({ data: await reads.statusToday(db, memberOf(request), await loadSettings(db), now()) }),
  );
}
