import {
  type AdminCoinEntryRow,
  type AdminMinigameGame,
  type AdminMinigameMember,
  type AdminPrizeTable,
  CONTENT_MESSAGES,
  MINIGAME_MESSAGES,
  type MinigameDailyFigures,
  type MinigameGame,
  type MinigamePlayRow,
  type MinigameSettings,
  type Page,
  SERVER_MESSAGES,
  VALIDATION,
} from '@member/shared';
import { describe, expect, it } from 'vitest';
import { type ApiAnswer, type Client, DATABASE_KINDS } from '../../test/harness';
import { JPEG, makePng, multipartBody } from '../../test/images';
import { memberClient, newKey, operatorClient } from '../money/test-support';
import { always, grantCoins, MG, newGame, playGame, prize, setSettings, useMinigameSuite } from './test-support';
import { MP3_FRAME, makeWav } from '../../test/audio';

describe.each(DATABASE_KINDS)('the operators’ mini-games on %s', (kind) => {
  const t = useMinigameSuite(kind);

  async function upload<T>(client: Client, method: 'PUT', url: string, data: Buffer, contentType: string) {
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'f', contentType, data }]);
    const response = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress: client.ip,
      headers: { ...headers, authorization: `Bearer ${client.token}` },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers } as ApiAnswer<T>;
  }
  const auditActions = async (targetId: string) =>
    (
      await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id', [targetId])
    ).rows.map((row) => row.action);

  const body = (slug: string) => ({
    slug,
    kind: 'card',
    name: 'ไพ่ทดสอบ',
    cost: 3,
    freePlaysPerDay: 1,
    active: true,
    dailyBudget: 1000,
    memberDailyBudget: null,
    prizes: [prize('nothing', 0, 3), prize('credit', 10, 1, 5)],
  });

  describe('games', () => {
    it('creates a game with its table, its probabilities and expected value; a taken slug is a 409', async () => {
      const created = await t.operator.post<AdminMinigameGame>(`${MG}/operator/games`, body('lucky-card'));
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        slug: 'lucky-card',
        kind: 'card',
        cost: 3,
        dailyBudget: 1000,
        memberDailyBudget: null,
        image: null,
        sounds: { play: null, win: null, lose: null },
        table: {
          version: 1,
          createdBy: 'admin',
          prizes: [
            { index: 0, kind: 'nothing', probability: 0.75, label: null },
            { index: 1, kind: 'credit', amount: 10, creditExpiryDays: 5, probability: 0.25 },
          ],
          stats: { totalWeight: 4, evCredit: 2.5, evProfit: 0, evBaht: 2.5, evCoins: 0, maxPrizeBaht: 10 },
        },
        today: { plays: 0, prizesPaid: 0, budgetLeft: 1000 },
      });
      expect((await t.operator.post(`${MG}/operator/games`, body('lucky-card'))).body.error).toEqual({
        code: 'CONFLICT',
        message: MINIGAME_MESSAGES.slugTaken,
      });
      expect(await auditActions('lucky-card')).toEqual(['minigame.game_create']);
    });

    it.each([
      [{ slug: 'Bad Slug' }, MINIGAME_MESSAGES.slugInvalid],
      [{ kind: 'slots' }, MINIGAME_MESSAGES.kindInvalid],
      [{ cost: 0 }, MINIGAME_MESSAGES.costInvalid],
      [{ name: ' ' }, MINIGAME_MESSAGES.nameRequired],
      [{ prizes: [prize('nothing', 0, 1)] }, MINIGAME_MESSAGES.prizesCount],
      [{ prizes: [prize('coins', 2.5, 1), prize('nothing', 0, 1)] }, MINIGAME_MESSAGES.prizeCoinsInvalid],
      [{ prizes: [prize('credit', 5, 1), prize('nothing', 0, 1)] }, MINIGAME_MESSAGES.creditExpiryInvalid],
      [{ dailyBudget: 0 }, VALIDATION.amountPositive],
    ])('refuses %j with its Thai text, creating nothing', async (change, message) => {
      const answer = await t.operator.post(`${MG}/operator/games`, { ...body('refused-game'), ...change });
      expect(answer.body.error).toEqual({ code: 'BAD_REQUEST', message });
      expect((await t.operator.get(`${MG}/operator/games/refused-game`)).status).toBe(404);
    });

    it('edits a game and its table (a new version), and lists the versions newest first', async () => {
      const game = await newGame(t.operator, always(prize('coins', 1, 1)));
      const updated = await t.operator.put<AdminMinigameGame>(`${MG}/operator/games/${game.slug}`, {
        name: 'ชื่อใหม่',
        cost: 2,
        freePlaysPerDay: 3,
        active: false,
        dailyBudget: null,
        memberDailyBudget: 50,
      });
      expect(updated.body.data).toMatchObject({
        name: 'ชื่อใหม่',
        cost: 2,
        freePlaysPerDay: 3,
        active: false,
        memberDailyBudget: 50,
      });
      expect(updated.body.data?.sortOrder).toBe(game.sortOrder);
      const edited = await t.operator.put<AdminMinigameGame>(`${MG}/operator/games/${game.slug}/prizes`, {
        prizes: [prize('profit', 1.5, 2, 9), prize('nothing', 0, 8, undefined)],
      });
      expect(edited.body.data?.table).toMatchObject({
        version: 2,
        prizes: [{ kind: 'profit', amount: 1.5, creditExpiryDays: null, probability: 0.2 }, { kind: 'nothing' }],
        stats: { evProfit: 0.3, maxPrizeBaht: 1.5 },
      });
      const tables = (await t.operator.get<AdminPrizeTable[]>(`${MG}/operator/games/${game.slug}/tables`)).body.data;
      expect(tables?.map((table) => table.version)).toEqual([2, 1]);
      expect(await auditActions(game.slug)).toEqual([
        'minigame.game_create',
        'minigame.game_update',
        'minigame.prizes_update',
      ]);
      expect(
        (await t.operator.put(`${MG}/operator/games/no-such-game/prizes`, { prizes: tables?.[0]?.prizes })).status,
      ).toBe(404);
    });

    it('deletes a game no one played; one with plays is kept (409), to be switched off instead', async () => {
      const unplayed = await newGame(t.operator, always(prize('nothing', 0, 1)));
      expect((await t.operator.request('DELETE', `${MG}/operator/games/${unplayed.slug}`)).body.data).toEqual({
        deleted: true,
      });
      expect((await t.operator.get(`${MG}/operator/games/${unplayed.slug}`)).status).toBe(404);
      const played = await newGame(t.operator, always(prize('nothing', 0, 1)));
      const member = await memberClient(t);
      await grantCoins(t.operator, member.tel, 1);
      await playGame(member, played.slug);
      expect((await t.operator.request('DELETE', `${MG}/operator/games/${played.slug}`)).body.error).toEqual({
        code: 'CONFLICT',
        message: MINIGAME_MESSAGES.gameHasPlays,
      });
    });

    it('takes an image (jpg/png) and sounds (mp3/wav) checked by their content, and serves them', async () => {
      const game = await newGame(t.operator, always(prize('nothing', 0, 1)));
      const base = `${MG}/operator/games/${game.slug}`;
      const image = await upload<AdminMinigameGame>(t.operator, 'PUT', `${base}/image`, makePng(), 'image/png');
      expect(image.body.data?.image).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
      expect((await upload(t.operator, 'PUT', `${base}/image`, JPEG, 'image/jpeg')).status).toBe(200);
      expect((await upload(t.operator, 'PUT', `${base}/image`, makeWav(), 'image/png')).body.error).toEqual({
        code: 'BAD_REQUEST',
        message: CONTENT_MESSAGES.imageTypeNotAllowed,
      });
      const win = await upload<AdminMinigameGame>(t.operator, 'PUT', `${base}/sounds/win`, makeWav(), 'audio/wav');
      expect(win.body.data?.sounds.win).toMatch(/^\/uploads\/[0-9a-f]{64}\.wav$/);
      const play = await upload<AdminMinigameGame>(t.operator, 'PUT', `${base}/sounds/play`, MP3_FRAME, 'audio/mpeg');
      expect(play.body.data?.sounds).toMatchObject({
        play: expect.stringMatching(/\.mp3$/),
        win: win.body.data?.sounds.win,
      });
      const served = await t.app.inject({ url: win.body.data?.sounds.win ?? '' });
      expect(served.headers['content-type']).toBe('audio/wav');
      expect(served.rawPayload).toEqual(makeWav());
      expect((await upload(t.operator, 'PUT', `${base}/sounds/lose`, makePng(), 'audio/wav')).body.error).toEqual({
        code: 'BAD_REQUEST',
        message: MINIGAME_MESSAGES.soundTypeNotAllowed,
      });
      expect((await upload(t.operator, 'PUT', `${base}/sounds/drum`, makeWav(), 'audio/wav')).status).toBe(404);
      expect((await t.operator.put(`${base}/sounds/lose`, {})).status).toBe(415);
      const removed = await t.operator.request<AdminMinigameGame>('DELETE', `${base}/sounds/win`);
      expect(removed.body.data?.sounds).toMatchObject({ win: null, play: expect.any(String) });
      // Members get the files with the game.
      const member = await memberClient(t);
      const listed = (await member.get<MinigameGame[]>(`${MG}/play/available-minigame`)).body.data ?? [];
      expect(listed.find((g) => g.slug === game.slug)).toMatchObject({
        image: expect.stringMatching(/\.jpg$/),
        sounds: { play: expect.stringMatching(/\.mp3$/), win: null, lose: null },
      });
      expect(await auditActions(game.slug)).toEqual([
        'minigame.game_create',
        'minigame.image_update',
        'minigame.image_update',
        'minigame.sound_update',
        'minigame.sound_update',
        'minigame.sound_delete',
      ]);
    });
  });

  describe('coin rules, grants, a member’s view', () => {
    it('reads and changes the rules (audited); a bad rule is refused in Thai', async () => {
      const before = (await t.operator.get<MinigameSettings>(`${MG}/operator/settings`)).body.data;
      const changed = await setSettings(t.operator, { checkInCoins: 2, coinExpiryDays: 90, profitMinWithdraw: 50 });
      expect(changed).toEqual({ ...before, checkInCoins: 2, coinExpiryDays: 90, profitMinWithdraw: 50 });
      expect(
        (await t.operator.put(`${MG}/operator/settings`, { ...changed, creditUse: 'cash' })).body.error?.message,
      ).toBe(MINIGAME_MESSAGES.creditUseInvalid);
      expect(
        (await t.operator.put(`${MG}/operator/settings`, { ...changed, coinExpiryDays: 0 })).body.error?.message,
      ).toBe(MINIGAME_MESSAGES.coinExpiryInvalid);
      await setSettings(t.operator, before ?? {});
      expect(await auditActions('1')).toContain('minigame.settings');
    });

    it('grants coins by hand (audited, once per key) and shows a member’s coins, credit lots and plays', async () => {
      const member = await memberClient(t);
      const key = newKey();
      const grant = () =>
        t.operator.postKeyed(`${MG}/operator/members/${member.tel}/coins`, { coins: 7, reason: 'โปรวันเกิด' }, key);
      expect((await grant()).body.data).toEqual({ coins: 7 });
      expect((await grant()).body.data).toEqual({ coins: 7 });
      expect(
        (await t.operator.postKeyed(`${MG}/operator/members/${member.tel}/coins`, { coins: 0, reason: 'x' })).body.error
          ?.message,
      ).toBe(MINIGAME_MESSAGES.grantCoinsInvalid);
      expect(
        (await t.operator.postKeyed(`${MG}/operator/members/${member.tel}/coins`, { coins: 1, reason: ' ' })).body.error
          ?.message,
      ).toBe(VALIDATION.reasonRequired);
      expect(
        (await t.operator.postKeyed(`${MG}/operator/members/0999999999/coins`, { coins: 1, reason: 'x' })).status,
      ).toBe(404);
      const game = await newGame(t.operator, always(prize('credit', 3, 1, 2)));
      await playGame(member, game.slug);

      const detail = (await t.operator.get<AdminMinigameMember>(`${MG}/operator/members/${member.tel}`)).body.data;
      expect(detail).toMatchObject({
        tel: member.tel,
        coins: 6,
        credit: 3,
        profit: 0,
        pendingProfit: 0,
        seed: { nonce: 1 },
      });
      const coins = (await t.operator.get<Page<AdminCoinEntryRow>>(`${MG}/operator/members/${member.tel}/coins`)).body
        .data;
      expect(coins?.items.map((row) => [row.type, row.amount, row.reason, row.operator])).toEqual([
        ['play', -1, null, null],
        ['grant', 7, 'โปรวันเกิด', 'admin'],
      ]);
      const lots = (
        await t.operator.get<Page<{ amount: number; remaining: number }>>(
          `${MG}/operator/members/${member.tel}/credit-lots`,
        )
      ).body.data;
      expect(lots).toMatchObject({ total: 1, items: [{ amount: 3, remaining: 3, expiredAt: null }] });
      const plays = (await t.operator.get<Page<MinigamePlayRow>>(`${MG}/operator/members/${member.tel}/plays?limit=1`))
        .body.data;
      expect(plays).toMatchObject({ total: 1, limit: 1, items: [{ game: { slug: game.slug }, serverSeed: null }] });
      const { rows } = await t.db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE action = 'minigame.coins_grant' AND after->>'reason' = 'โปรวันเกิด'`,
      );
      expect(rows).toHaveLength(1);
      expect((await t.operator.get(`${MG}/operator/members/0999999999`)).status).toBe(404);
    });
  });

  describe('figures and permissions', () => {
    it('sums a day: coins issued and spent, plays, prizes by kind, each game’s budget left', async () => {
      const game = await newGame(t.operator, always(prize('profit', 4, 1)), { dailyBudget: 100 });
      const member = await memberClient(t);
      await grantCoins(t.operator, member.tel, 3);
      for (let i = 0; i < 3; i++) await playGame(member, game.slug);
      const figures = (await t.operator.get<MinigameDailyFigures[]>(`${MG}/operator/figures`)).body.data ?? [];
      expect(figures).toHaveLength(7);
      const today = figures[0];
      expect(today?.coins.issued.grant).toBeGreaterThanOrEqual(3);
      expect(today?.coins.spent).toBeGreaterThanOrEqual(3);
      expect(today?.prizes.profit).toBeGreaterThanOrEqual(12);
      expect(today?.games.find((g) => g.slug === game.slug)).toEqual({
        slug: game.slug,
        name: game.name,
        plays: 3,
        prizesPaid: 12,
        budget: 100,
        budgetLeft: 88,
      });
      const listed = (await t.operator.get<AdminMinigameGame>(`${MG}/operator/games/${game.slug}`)).body.data;
      expect(listed?.today).toEqual({ plays: 3, prizesPaid: 12, budgetLeft: 88 });
      for (const range of ['from=2026-01-01&to=2026-06-01', 'from=2020-01-01']) {
        expect((await t.operator.get(`${MG}/operator/figures?${range}`)).body.error?.message, range).toBe(
          MINIGAME_MESSAGES.figureRangeTooLong,
        );
      }
    });

    it('lets finance read but not change, and keeps other roles and members out', async () => {
      const finance = await operatorClient(t, 'finance');
      const content = await operatorClient(t, 'content');
      const member = await memberClient(t);
      expect((await finance.get(`${MG}/operator/games`)).status).toBe(200);
      expect((await finance.get(`${MG}/operator/figures`)).status).toBe(200);
      const forbidden = { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden };
      expect((await finance.put(`${MG}/operator/games/wheel/prizes`, { prizes: [] })).body.error).toEqual(forbidden);
      expect(
        (await finance.postKeyed(`${MG}/operator/members/${member.tel}/coins`, { coins: 1, reason: 'x' })).body.error,
      ).toEqual(forbidden);
      expect((await content.get(`${MG}/operator/games`)).body.error).toEqual(forbidden);
      expect((await member.get(`${MG}/operator/games`)).status).toBe(403);
    });

    it('publishes its own OpenAPI document with every call', async () => {
      const document = (await t.app.inject({ url: `${MG}/docs/json` })).json() as { paths: Record<string, object> };
      const paths = Object.keys(document.paths);
      for (const path of [
        `${MG}/play/available-minigame`,
        `${MG}/setting/minigame`,
        `${MG}/member/current-credit`,
        `${MG}/member/minigame-status-today`,
        `${MG}/member/coin-history`,
        `${MG}/member/reward-history`,
        `${MG}/member/credit-history`,
        `${MG}/member/withdraw-history`,
        `${MG}/request-withdraw`,
        `${MG}/play/{slug}`,
        `${MG}/member/seed`,
        `${MG}/member/seed/rotate`,
        `${MG}/operator/games/{slug}/sounds/{slot}`,
      ]) {
        expect(paths).toContain(path);
      }
      expect(paths.some((path) => path.startsWith('/api/'))).toBe(false);
    });
  });
});
