import { MINIGAME_MESSAGES, type MinigamePlayRow, verifyPlay } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { memberClient, newKey } from '../money/test-support';
import { expireDueLots } from './expiry';
import { always, currentCredit, grantCoins, MG, newGame, playGame, prize, useMinigameSuite } from './test-support';

const DAY_MS = 24 * 60 * 60_000;

/** Races: on PostgreSQL the requests truly run together (a pool of connections); PGlite queues them. */
describe.each(DATABASE_KINDS)('mini-game races on %s', (kind) => {
  const t = useMinigameSuite(kind);

  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  it('plays exactly 5 of 50 parallel plays with coins for 5, each with its own nonce', async () => {
    const game = await newGame(t.operator, always(prize('nothing', 0, 1)));
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => playGame(member, game.slug)));
    expect(statuses(answers)).toEqual({ 200: 5, 422: 45 });
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body.error?.message).toBe(MINIGAME_MESSAGES.notEnoughCoins);
    }
    const nonces = answers.flatMap((answer) => (answer.body.data ? [answer.body.data.play.nonce] : []));
    expect(nonces.sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await currentCredit(member))?.coins).toBe(0);
    const { rows } = await t.db.query<{ plays: number }>(
      `SELECT count(*)::int AS plays FROM minigame_plays p JOIN members m ON m.id = p.member_id WHERE m.tel = $1`,
      [member.tel],
    );
    expect(rows[0]?.plays).toBe(5);
  });

  it('gives every play of parallel plays and a rotation a nonce of its pair once, all verifiable', async () => {
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 20);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => playGame(member, 'wheel')),
      member.post(`${MG}/member/seed/rotate`),
      ...Array.from({ length: 10 }, () => playGame(member, 'wheel')),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await member.post(`${MG}/member/seed/rotate`);
    const history = (await member.get<MinigamePlayRow[]>(`${MG}/member/play-history`)).body.data ?? [];
    expect(history).toHaveLength(20);
    const pairs = new Map<string, number[]>();
    for (const play of history) pairs.set(play.serverSeedHash, [...(pairs.get(play.serverSeedHash) ?? []), play.nonce]);
    for (const nonces of pairs.values()) expect(nonces.sort((a, b) => a - b)).toEqual(nonces.map((_, i) => i));
    for (const play of history) {
      expect(await verifyPlay({ ...play, serverSeed: play.serverSeed ?? '' })).toMatchObject({ matches: true });
    }
  });

  it('expires each due lot once when sweeps run twice and in parallel', async () => {
    const game = await newGame(t.operator, always(prize('credit', 2, 1, 1)));
    const members = await Promise.all([memberClient(t), memberClient(t), memberClient(t)]);
    for (const member of members) {
      await grantCoins(t.operator, member.tel, 4);
      for (let i = 0; i < 4; i++) expect((await playGame(member, game.slug)).status).toBe(200);
    }
    const later = Date.now() + 2 * DAY_MS;
    const parallel = await Promise.all([
      expireDueLots(t.db, later),
      expireDueLots(t.db, later),
      expireDueLots(t.db, later),
    ]);
    expect(parallel.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(12);
    expect(await expireDueLots(t.db, later)).toBe(0);
    for (const member of members) {
      const { rows } = await t.db.query<{ lines: number; total: string }>(
        `SELECT count(*)::int AS lines, sum(e.amount_satang)::text AS total FROM minigame_credit_entries e
         JOIN members m ON m.id = e.member_id WHERE m.tel = $1 AND e.type = 'expired'`,
        [member.tel],
      );
      expect(rows[0]).toEqual({ lines: 4, total: '-800' });
    }
  });

  it('reserves profit once for parallel withdrawal requests, and decides a withdrawal once', async () => {
    const game = await newGame(t.operator, always(prize('profit', 100, 1)));
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 1);
    await playGame(member, game.slug);
    const asked = await Promise.all(
      Array.from({ length: 10 }, () => member.postKeyed<{ id: string }>(`${MG}/request-withdraw`, { amount: 60 })),
    );
    expect(statuses(asked)).toEqual({ 201: 1, 422: 9 });
    expect(await currentCredit(member)).toMatchObject({ profit: 40, pendingProfit: 60 });
    // The same key sent ten times at once is one request.
    const key = newKey();
    const same = await Promise.all(
      Array.from({ length: 10 }, () => member.postKeyed(`${MG}/request-withdraw`, { amount: 40 }, key)),
    );
    expect(same.every((answer) => answer.status === 201)).toBe(true);
    for (const answer of same) expect(answer.body).toEqual(same[0]?.body);
    expect(await currentCredit(member)).toMatchObject({ profit: 0, pendingProfit: 100 });

    const id = asked.find((answer) => answer.status === 201)?.body.data?.id;
    const decisions = await Promise.all([
      t.operator.post(`${MG}/operator/withdrawals/${id}/approve`),
      t.operator.post(`${MG}/operator/withdrawals/${id}/reject`),
      t.operator.post(`${MG}/operator/withdrawals/${id}/approve`),
      t.operator.post(`${MG}/operator/withdrawals/${id}/reject`),
    ]);
    expect(statuses(decisions)).toEqual({ 200: 1, 409: 3 });
  });
});
