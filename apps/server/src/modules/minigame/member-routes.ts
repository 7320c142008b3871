import {
  MINIGAME_MESSAGES,
  minigameCreditToWalletSchema,
  minigameHistoryQuerySchema,
  minigamePlaySchema,
  minigameSeedUpdateSchema,
  minigameSlugParamsSchema,
  minigameWithdrawSchema,
} from '@member/shared';
import {
  answers,
  createdAnswers,
  minigameCheckInSchema,
  minigameCoinHistorySchema,
  minigameCreditHistorySchema,
  minigameCreditMovedSchema,
  minigameCurrentCreditSchema,
  minigameGameListSchema,
  minigamePlayHistorySchema,
  minigamePlayResultSchema,
  minigameRewardHistorySchema,
  minigameSeedRotationSchema,
  minigameSeedSchema,
  minigameSettingsAnswerSchema,
  minigameStatusTodaySchema,
  minigameWithdrawHistorySchema,
  minigameWithdrawRowSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { businessRule } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { amountToSatang } from '../money';
import { moveCreditToWallet } from './credit-moves';
import { issueCoins } from './ledger-moves';
import { holdings } from './lots';
import * as reads from './member-reads';
import { bangkokToday, play } from './plays';
import { activeSeed, publicSeed, rotate, setClientSeed } from './seeds';
import { loadSettings, toWireSettings } from './settings';
import { requestWithdrawal } from './withdrawals';

const tags = ['minigame'];
const asMember = { config: { access: 'member' } } as const;

/** The member's calls (issue 15 §2, docs/api-minigame.md): their own rows only. */
export async function minigameMemberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const memberOf = (request: FastifyRequest) => requireAuth(request).subjectId;
  const now = () => app.clock.now();
  const at = () => new Date(now()).toISOString();
  const urlFor = (key: string) => app.storage.urlFor(key);

  api.get(
    '/play/available-minigame',
    { ...asMember, schema: { tags, response: answers(minigameGameListSchema) } },
    async (request) => ({ data: await reads.availableGames(db, memberOf(request), now(), urlFor) }),
  );

  api.get(
    '/setting/minigame',
    { ...asMember, schema: { tags, response: answers(minigameSettingsAnswerSchema) } },
    async () => ({ data: toWireSettings(await loadSettings(db)) }),
  );

  api.get(
    '/member/current-credit',
    { ...asMember, schema: { tags, response: answers(minigameCurrentCreditSchema) } },
    async (request) => ({ data: await reads.currentCredit(db, memberOf(request), await loadSettings(db), now()) }),
  );

  api.get(
    '/member/minigame-status-today',
    { ...asMember, schema: { tags, response: answers(minigameStatusTodaySchema) } },
    async (request) => ({ data: await reads.statusToday(db, memberOf(request), await loadSettings(db), now()) }),
  );

  /** A history: the member's own rows, newest first, `?limit` (default 50, at most 100). */
  const history = <S extends z.ZodType>(schema: S) =>
    ({ ...asMember, schema: { tags, querystring: minigameHistoryQuerySchema, response: answers(schema) } }) as const;

  api.get('/member/coin-history', history(minigameCoinHistorySchema), async (request) => ({
    data: await reads.coinHistory(db, memberOf(request), request.query.limit),
  }));
  api.get('/member/reward-history', history(minigameRewardHistorySchema), async (request) => ({
    data: await reads.rewardHistory(db, memberOf(request), request.query.limit),
  }));
  api.get('/member/credit-history', history(minigameCreditHistorySchema), async (request) => ({
    data: await reads.creditHistory(db, memberOf(request), request.query.limit),
  }));
  api.get('/member/withdraw-history', history(minigameWithdrawHistorySchema), async (request) => ({
    data: await reads.withdrawHistory(db, memberOf(request), request.query.limit),
  }));
  api.get('/member/play-history', history(minigamePlayHistorySchema), async (request) => ({
    data: await reads.playHistory(db, memberOf(request), request.query.limit),
  }));

  api.post(
    '/play/:slug',
    {
      ...asMember,
      schema: {
        tags,
        params: minigameSlugParamsSchema,
        body: minigamePlaySchema,
        response: answers(minigamePlayResultSchema),
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => ({
        status: 200,
        body: {
          data: await play(tx, {
            memberId: memberOf(request),
            slug: request.params.slug,
            pay: request.body.pay,
            nowMs: now(),
          }),
        },
      })),
  );

  api.get(
    '/member/seed',
    { ...asMember, schema: { tags, response: answers(minigameSeedSchema) } },
    async (request) => ({
      data: publicSeed(await activeSeed(db, memberOf(request), at())),
    }),
  );

  api.put(
    '/member/seed',
    { ...asMember, schema: { tags, body: minigameSeedUpdateSchema, response: answers(minigameSeedSchema) } },
    async (request) => ({
      data: publicSeed(
        await db.transaction((tx) => setClientSeed(tx, memberOf(request), request.body.clientSeed, at())),
      ),
    }),
  );

  api.post(
    '/member/seed/rotate',
    { ...asMember, schema: { tags, response: answers(minigameSeedRotationSchema) } },
    async (request) => ({ data: await db.transaction((tx) => rotate(tx, memberOf(request), at())) }),
  );

  api.post(
    '/member/check-in',
    { ...asMember, schema: { tags, response: answers(minigameCheckInSchema) } },
    async (request) => {
      const memberId = memberOf(request);
      const nowMs = now();
      const data = await db.transaction(async (tx) => {
        const settings = await loadSettings(tx);
        if (settings.checkInCoins < 1) throw businessRule(MINIGAME_MESSAGES.checkInOff);
        const when = new Date(nowMs).toISOString();
        const given = await issueCoins(tx, {
          memberId,
          coins: settings.checkInCoins,
          type: 'check_in',
          at: when,
          expiryDays: settings.coinExpiryDays,
          checkInDay: bangkokToday(nowMs).day,
        });
        if (!given) throw businessRule(MINIGAME_MESSAGES.alreadyCheckedIn);
        return { coins: settings.checkInCoins, balance: (await holdings(tx, memberId, when)).coin };
      });
      return { data };
    },
  );

  api.post(
    '/member/credit/to-wallet',
    { ...asMember, schema: { tags, body: minigameCreditToWalletSchema, response: answers(minigameCreditMovedSchema) } },
    async (request, reply) => {
      const amountSatang = amountToSatang(request.body.amount);
      return app.idempotent(request, reply, async (tx) => ({
        status: 200,
        body: {
          data: await moveCreditToWallet(tx, {
            memberId: memberOf(request),
            amountSatang,
            settings: await loadSettings(tx),
            nowMs: now(),
          }),
        },
      }));
    },
  );

  api.post(
    '/request-withdraw',
    {
      ...asMember,
      schema: { tags, body: minigameWithdrawSchema, response: createdAnswers(minigameWithdrawRowSchema) },
    },
    async (request, reply) => {
      const amountSatang = amountToSatang(request.body.amount);
      return app.idempotent(request, reply, async (tx) => ({
        status: 201,
        body: {
          data: await requestWithdrawal(tx, {
            memberId: memberOf(request),
            amountSatang,
            settings: await loadSettings(tx),
            nowMs: now(),
          }),
        },
      }));
    },
  );
}
