import { type MinigamePlayRow, type Page, verifyPlay } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { startTestApp } from '../../test/harness';
import { type MoneyClient, memberClient, operatorClient } from '../money/test-support';
import { DEMO_MINIGAMES } from './seed';
import { expectMinigameSound, grantCoins, MG, newGame, playGame, type TestApp } from './test-support';

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
    // One member playing 1,000 times in seconds is far above the per-session limit (decision 0013),
    // which a deployment configures: lifted here.
    t = await startTestApp('pglite', {
      services: ['member', 'minigame'],
      rateLimits: { ...DEFAULT_RATE_LIMITS, perSessionPerMinute: 1_000_000 },
    });
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
      const member = await memberClient(t);
      await grantCoins(operator, member.tel, PLAYS);
      const paid = new Map<string, MinigamePlayRow>();
      for (let i = 0; i < PLAYS; i++) {
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
          `${MG}/operator/members/${member.tel}/plays?page=${page}&limit=100`,
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
