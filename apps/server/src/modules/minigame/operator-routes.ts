import {
  adminMinigameWithdrawalQuerySchema,
  type AdminMinigameGame,
  historyQuerySchema,
  MINIGAME_MESSAGES,
  memberTelParamsSchema,
  minigameDecisionSchema,
  minigameFiguresQuerySchema,
  minigameGameCreateSchema,
  minigameGameUpdateSchema,
  minigameGrantSchema,
  minigamePrizeTableUpdateSchema,
  minigameSettingsSchema,
  minigameSlugParamsSchema,
  minigameSoundParamsSchema,
  satangToBaht,
} from '@member/shared';
import {
  adminCoinEntryPageSchema,
  adminCreditLotPageSchema,
  adminGrantAnswerSchema,
  adminMinigameGameListSchema,
  adminMinigameGameSchema,
  adminMinigameMemberSchema,
  adminMinigameWithdrawalPageSchema,
  adminMinigameWithdrawalRowSchema,
  adminPlayPageSchema,
  adminPrizeTableListSchema,
  answers,
  createdAnswers,
  deletedSchema,
  idParamsSchema,
  minigameDailyFiguresSchema,
  minigameSettingsAnswerSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import {
  readAudioUpload,
  readImageUpload,
  storeAudio,
  storeImage,
  UPLOAD_ROUTE,
  uploadFormSchema,
} from '../../lib/uploads';
import { requireAuth } from '../../plugins/auth';
import { recordAudit } from '../../plugins/audit';
import { findMemberIdByTel, publishMemberMoney } from '../money';
import { dailyFigures } from './figures';
import * as games from './games';
import { holdings } from './lots';
import { issueCoins } from './ledger-moves';
import { memberCoinEntries, memberCreditLots, memberDetail, memberPlays } from './operator-reads';
import { bangkokToday } from './plays';
import { loadSettings, saveSettings, toWireSettings } from './settings';
import { adminWithdrawals, decideWithdrawal } from './withdrawals';

const tags = ['minigame'];
const view = { config: { access: 'minigame.view' } } as const;
const manage = { config: { access: 'minigame.manage' } } as const;
const manageUpload = { config: { ...UPLOAD_ROUTE.config, access: 'minigame.manage' } } as const;
/** Withdrawal decisions move money: the permission of money's own decisions. */
const decide = { config: { access: 'money.decide' } } as const;

/**
 * The operator's side of the mini-games (docs/api-minigame.md): games, prize tables, files and
 * budgets, the coin rules, a member's coins, credit and plays, grants, the withdrawal queue and the
 * daily figures. Every change is audited with the row before and after.
 */
export async function minigameOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const now = () => app.clock.now();
  const at = () => new Date(now()).toISOString();
  const operatorOf = (request: FastifyRequest) => requireAuth(request).subjectId;

  /** Today's plays and baht of prizes per game. */
  async function gamesToday(q: Queryable): Promise<Map<string, { plays: number; paidSatang: number }>> {
    const today = bangkokToday(now());
    const { rows } = await q.query<{ game_id: string; plays: number; paid: string }>(
      `SELECT game_id::text AS game_id, count(*)::int AS plays,
              COALESCE(sum(prize_amount) FILTER (WHERE prize_kind IN ('credit', 'profit')), 0)::text AS paid
       FROM minigame_plays WHERE created_at >= $1 AND created_at < $2 GROUP BY game_id`,
      [today.start, today.end],
    );
    return new Map(rows.map((row) => [row.game_id, { plays: row.plays, paidSatang: Number(row.paid) }]));
  }

  function toAdmin(
    game: games.GameRecord,
    today: Map<string, { plays: number; paidSatang: number }>,
  ): AdminMinigameGame {
    const played = today.get(game.id) ?? { plays: 0, paidSatang: 0 };
    const budget = game.dailyBudgetSatang;
    return {
      ...games.mediaOf(game, (key) => storage.urlFor(key)),
      slug: game.slug,
      kind: game.kind,
      name: game.name,
      cost: game.cost,
      freePlaysPerDay: game.freePlaysPerDay,
      active: game.active,
      dailyBudget: budget === null ? null : satangToBaht(budget),
      memberDailyBudget: game.memberDailyBudgetSatang === null ? null : satangToBaht(game.memberDailyBudgetSatang),
      sortOrder: game.sortOrder,
      table: games.toAdminTable(game.table),
      today: {
        plays: played.plays,
        prizesPaid: satangToBaht(played.paidSatang),
        budgetLeft: budget === null ? null : satangToBaht(Math.max(0, budget - played.paidSatang)),
      },
      createdAt: game.createdAt,
      updatedAt: game.updatedAt,
    };
  }

  async function adminGame(q: Queryable, slug: string): Promise<AdminMinigameGame> {
    const game = await games.findGame(q, slug);
    if (!game) throw notFound();
    return toAdmin(game, await gamesToday(q));
  }

  /**
   * An audited change of one game: `change` gets the locked game; the answer is the game after it.
   * A missing game is a 404.
   */
  function changeGame(
    request: FastifyRequest,
    slug: string,
    action: string,
    change: (tx: Queryable, game: games.GameRecord) => Promise<void>,
  ): Promise<AdminMinigameGame> {
    return app.audited(request, { action, type: 'minigame_game', id: slug }, async (tx) => {
      const locked = await games.findGame(tx, slug, true);
      if (!locked) throw notFound();
      const before = toAdmin(locked, await gamesToday(tx));
      await change(tx, locked);
      const after = await adminGame(tx, slug);
      return { before, after, answer: after };
    });
  }

  // Games ---------------------------------------------------------------------------------------

  api.get(
    '/operator/games',
    { ...view, schema: { tags, response: answers(adminMinigameGameListSchema) } },
    async () => {
      const [list, today] = await Promise.all([games.listGames(db, false), gamesToday(db)]);
      return { data: list.map((game) => toAdmin(game, today)) };
    },
  );

  api.post(
    '/operator/games',
    { ...manage, schema: { tags, body: minigameGameCreateSchema, response: createdAnswers(adminMinigameGameSchema) } },
    async (request, reply) => {
      const created = await app.audited(
        request,
        { action: 'minigame.game_create', type: 'minigame_game', id: request.body.slug },
        async (tx) => {
          const game = await games.insertGame(tx, request.body, operatorOf(request), at());
          if (!game) throw conflict(MINIGAME_MESSAGES.slugTaken);
          const after = toAdmin(game, new Map());
          return { before: null, after, answer: after };
        },
      );
      reply.status(201);
      return { data: created };
    },
  );

  api.get(
    '/operator/games/:slug',
    { ...view, schema: { tags, params: minigameSlugParamsSchema, response: answers(adminMinigameGameSchema) } },
    async (request) => ({ data: await adminGame(db, request.params.slug) }),
  );

  api.put(
    '/operator/games/:slug',
    {
      ...manage,
      schema: {
        tags,
        params: minigameSlugParamsSchema,
        body: minigameGameUpdateSchema,
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => ({
      data: await changeGame(request, request.params.slug, 'minigame.game_update', (tx, game) =>
        games.updateGame(tx, game.id, request.body, at()),
      ),
    }),
  );

  api.delete(
    '/operator/games/:slug',
    { ...manage, schema: { tags, params: minigameSlugParamsSchema, response: answers(deletedSchema) } },
    async (request) => {
      const { slug } = request.params;
      await app.audited(request, { action: 'minigame.game_delete', type: 'minigame_game', id: slug }, async (tx) => {
        const game = await games.findGame(tx, slug, true);
        if (!game) throw notFound();
        const before = toAdmin(game, new Map());
        if (!(await games.deleteGame(tx, game.id))) throw conflict(MINIGAME_MESSAGES.gameHasPlays);
        return { before, after: null, answer: null };
      });
      return { data: { deleted: true } };
    },
  );

  api.get(
    '/operator/games/:slug/tables',
    { ...view, schema: { tags, params: minigameSlugParamsSchema, response: answers(adminPrizeTableListSchema) } },
    async (request) => {
      const game = await games.findGame(db, request.params.slug);
      if (!game) throw notFound();
      return { data: (await games.tableVersions(db, game.id)).map(games.toAdminTable) };
    },
  );

  api.put(
    '/operator/games/:slug/prizes',
    {
      ...manage,
      schema: {
        tags,
        params: minigameSlugParamsSchema,
        body: minigamePrizeTableUpdateSchema,
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => ({
      data: await changeGame(request, request.params.slug, 'minigame.prizes_update', (tx, game) =>
        games.insertTableVersion(tx, game.id, games.toStoredPrizes(request.body.prizes), operatorOf(request), at()),
      ),
    }),
  );

  // Files: read (and checked by content) before anything is written, stored before the row points at them.

  api.put(
    '/operator/games/:slug/image',
    {
      ...manageUpload,
      schema: {
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
    { ...manage, schema: { tags, params: minigameSlugParamsSchema, response: answers(adminMinigameGameSchema) } },
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
    { ...manage, schema: { tags, params: minigameSoundParamsSchema, response: answers(adminMinigameGameSchema) } },
    async (request) => ({
      data: await changeGame(request, request.params.slug, 'minigame.sound_delete', (tx, game) =>
        games.setSound(tx, game.id, request.params.slot, null, at()),
      ),
    }),
  );

  // Coin rules ----------------------------------------------------------------------------------

  api.get(
    '/operator/settings',
    { ...view, schema: { tags, response: answers(minigameSettingsAnswerSchema) } },
    async () => ({
      data: toWireSettings(await loadSettings(db)),
    }),
  );

  api.put(
    '/operator/settings',
    { ...manage, schema: { tags, body: minigameSettingsSchema, response: answers(minigameSettingsAnswerSchema) } },
    async (request) => ({
      data: await app.audited(
        request,
        { action: 'minigame.settings', type: 'minigame_settings', id: '1' },
        async (tx) => {
          const before = toWireSettings(await loadSettings(tx, true));
          const after = toWireSettings(await saveSettings(tx, request.body, at()));
          return { before, after, answer: after };
        },
      ),
    }),
  );

  // A member ------------------------------------------------------------------------------------

  async function memberIdOf(tel: string): Promise<string> {
    const id = await findMemberIdByTel(db, tel);
    if (!id) throw notFound();
    return id;
  }

  api.get(
    '/operator/members/:tel',
    { ...view, schema: { tags, params: memberTelParamsSchema, response: answers(adminMinigameMemberSchema) } },
    async (request) => {
      const detail = await memberDetail(db, request.params.tel, now());
      if (!detail) throw notFound();
      const { id: _id, ...member } = detail;
      return { data: member };
    },
  );

  api.post(
    '/operator/members/:tel/coins',
    {
      ...manage,
      schema: {
        tags,
        params: memberTelParamsSchema,
        body: minigameGrantSchema,
        response: answers(adminGrantAnswerSchema),
      },
    },
    async (request, reply) => {
      const memberId = await memberIdOf(request.params.tel);
      const { coins, reason } = request.body;
      return app.idempotent(request, reply, async (tx) => {
        const when = at();
        const settings = await loadSettings(tx);
        const before = (await holdings(tx, memberId, when)).coin;
        await issueCoins(tx, {
          memberId,
          coins,
          type: 'grant',
          at: when,
          expiryDays: settings.coinExpiryDays,
          operatorId: operatorOf(request),
          reason,
        });
        const after = (await holdings(tx, memberId, when)).coin;
        await recordAudit(tx, {
          operatorId: operatorOf(request),
          action: 'minigame.coins_grant',
          targetType: 'member',
          targetId: memberId,
          before: { coins: before },
          after: { coins: after, granted: coins, reason },
        });
        return { status: 200, body: { data: { coins: after } } };
      });
    },
  );

  const memberPage = { tags, params: memberTelParamsSchema, querystring: historyQuerySchema };

  api.get(
    '/operator/members/:tel/coins',
    { ...view, schema: { ...memberPage, response: answers(adminCoinEntryPageSchema) } },
    async (request) => ({ data: await memberCoinEntries(db, await memberIdOf(request.params.tel), request.query) }),
  );

  api.get(
    '/operator/members/:tel/credit-lots',
    { ...view, schema: { ...memberPage, response: answers(adminCreditLotPageSchema) } },
    async (request) => ({ data: await memberCreditLots(db, await memberIdOf(request.params.tel), request.query) }),
  );

  api.get(
    '/operator/members/:tel/plays',
    { ...view, schema: { ...memberPage, response: answers(adminPlayPageSchema) } },
    async (request) => ({ data: await memberPlays(db, await memberIdOf(request.params.tel), request.query) }),
  );

  // Withdrawals and figures ---------------------------------------------------------------------

  api.get(
    '/operator/withdrawals',
    {
      ...view,
      schema: {
        tags,
        querystring: adminMinigameWithdrawalQuerySchema,
        response: answers(adminMinigameWithdrawalPageSchema),
      },
    },
    async (request) => ({ data: await adminWithdrawals(db, request.query) }),
  );

  for (const verb of ['approve', 'reject'] as const) {
    api.post(
      `/operator/withdrawals/:id/${verb}`,
      {
        ...decide,
        schema: {
          tags,
          params: idParamsSchema,
          body: minigameDecisionSchema,
          response: answers(adminMinigameWithdrawalRowSchema),
        },
      },
      async (request) => ({
        data: await app.audited(
          request,
          { action: `minigame.withdrawal_${verb}`, type: 'minigame_withdrawal', id: request.params.id },
          async (tx) => {
            const decided = await decideWithdrawal(tx, {
              id: request.params.id,
              approve: verb === 'approve',
              note: request.body.note,
              operatorId: operatorOf(request),
              nowMs: now(),
            });
            publishMemberMoney(app.realtime, tx, decided.memberId, {
              kind: 'minigame_withdrawal',
              status: verb === 'approve' ? 'approved' : 'rejected',
              id: request.params.id,
              amount: decided.after.amount,
            });
            return { before: decided.before, after: decided.after, answer: decided.after };
          },
        ),
      }),
    );
  }

  api.get(
    '/operator/figures',
    {
      ...view,
      schema: { tags, querystring: minigameFiguresQuerySchema, response: answers(minigameDailyFiguresSchema) },
    },
    async (request) => ({ data: await dailyFigures(db, request.query, now()) }),
  );
}
