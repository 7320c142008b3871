import { type MinigamePlayRow, type Page, verifyPlay } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyClient, memberClient, operatorClient } from '../money/test-support';
import { DEMO_MINIGAMES } from './seed';
import { expectMinigameSound, grantCoins, MG, newGame, playGame, startMinigameApp, type TestApp } from './test-support';

/**
 * 1,000 real plays through the API, over several seed pairs and client seeds, each recomputed by the
 * member's verifier code (the shared draw with WebCrypto) from the revealed seeds: every one matches
 * the prize the server paid. The draw does not depend on the database, so PGlite is enough here.
 */
describe('the verifier on 1,000 real plays', () => {
  const PLAYS = 1_000;
  let t: TestApp;
  let operator: MoneyClient;

  beforeAll(async () => {
    t = await startMinigameApp('pglite');
    operator = await operatorClient(t);
  });
  afterAll(() => t.close());

  it(
    'recomputes every play exactly from its revealed seed, client seed, nonce and table',
    async () => {
      // The seeded tables, without day budgets (1,000 plays would use them up).
      const games = [];
      for (const demo of DEMO_MINIGAMES) {
        games.push(
          await newGame(operator, demo.prizes, { kind: demo.kind, dailyBudget: null, memberDailyBudget: null }),
        );
      }
      const first = await memberClient(t);
      await grantCoins(operator, first.tel, PLAYS);
      let member: MoneyClient = first;
      const paid = new Map<string, MinigamePlayRow>();
      for (let i = 0; i < PLAYS; i++) {
        // The same member from another address now and then: one address may call 600 times a minute.
        if (i % 250 === 0) {
          member = new MoneyClient(t.app);
          member.token = first.token;
        }
        if (i % 250 === 100) await member.put(`${MG}/member/seed`, { clientSeed: `seed-${i}` });
        if (i % 250 === 249) await member.post(`${MG}/member/seed/rotate`);
        const answer = await playGame(member, games[i % games.length]?.slug ?? '');
        if (!answer.body.data) throw new Error(`play ${i} failed: ${JSON.stringify(answer.body)}`);
        paid.set(answer.body.data.play.id, answer.body.data.play);
      }
      await member.post(`${MG}/member/seed/rotate`);

      const history: MinigamePlayRow[] = [];
      for (let page = 1; page <= PLAYS / 100; page++) {
        const answer = await operator.get<Page<MinigamePlayRow>>(
          `${MG}/operator/members/${first.tel}/plays?page=${page}&limit=100`,
        );
        history.push(...(answer.body.data?.items ?? []));
      }
      expect(history).toHaveLength(PLAYS);
      expect(new Set(history.map((play) => play.serverSeedHash)).size).toBe(5);
      let matched = 0;
      for (const play of history) {
        const atPlay = paid.get(play.id);
        expect(play.serverSeed, play.id).not.toBeNull();
        // What the member saw when playing is what the history says now, but for the revealed seed.
        expect({ ...play, serverSeed: null }).toEqual(atPlay);
        const verification = await verifyPlay({ ...play, serverSeed: play.serverSeed ?? '' });
        if (verification.matches) matched += 1;
        else throw new Error(`play ${play.id} does not verify: ${JSON.stringify({ play, verification })}`);
      }
      expect(matched).toBe(PLAYS);
      await expectMinigameSound(t.db);
    },
    10 * 60_000,
  );
});
