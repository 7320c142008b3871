import { createHmac, randomUUID } from 'node:crypto';
import {
  type AdminMinigameGame,
  MINIGAME_API_BASE,
  type MinigameCurrentCredit,
  type MinigameGameCreate,
  type MinigamePlayResult,
  type MinigameSettings,
  type PrizeInput,
} from '@member/shared';
import type { Database, DatabaseKind } from '../../db/database';
import { startTestApp, type TestApp } from '../../test/harness';
import { movements, type TransferCode } from '../money';
import { expectSound, type MoneyClient, type OperatorSuite, useOperatorSuite } from '../money/test-support';
import { ASSETS, assetAccount } from './lots';

/** What the mini-game suites share (not a test file itself). */

export const MG = MINIGAME_API_BASE;

/** The app with the member API (sign-in, money) and the mini-game service. */
export const startMinigameApp = (kind: DatabaseKind) => startTestApp(kind, { services: ['member', 'minigame'] });

/**
 * Registers a mini-game suite's hooks (see money's `useOperatorSuite`): the app with the mini-game service and the
 * seeded admin as `operator`; after each test, mocks restored and both ledgers checked.
 */
export const useMinigameSuite = (kind: DatabaseKind): OperatorSuite<'operator'> =>
  useOperatorSuite(kind, { operator: 'admin' }, { start: startMinigameApp, check: expectMinigameSound });

/** The member's coins, credit and profit as the mini-game page shows them. */
export const currentCredit = async (member: MoneyClient) =>
  (await member.get<MinigameCurrentCredit>(`${MG}/member/current-credit`)).body.data;

/** An operator's grant of coins to a member (the coins after it). */
export async function grantCoins(operator: MoneyClient, tel: string, coins: number): Promise<number> {
  const answer = await operator.postKeyed<{ coins: number }>(`${MG}/operator/members/${tel}/coins`, {
    coins,
    reason: 'ทดสอบ',
  });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`grant failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.coins;
}

let gameCounter = 0;

/** A prize as the operator's form sends it. */
export const prize = (kind: PrizeInput['kind'], amount: number, weight: number, creditExpiryDays?: number) => ({
  kind,
  amount,
  weight,
  ...(creditExpiryDays === undefined ? {} : { creditExpiryDays }),
});

/** A table that always gives `winner` (the second prize weighs nothing). */
export const always = (winner: ReturnType<typeof prize>) => [winner, prize('nothing', 0, 0)];

/** A game of its own for a test (1 coin a play, no free plays, no budgets unless given). */
export async function newGame(
  operator: MoneyClient,
  prizes: (ReturnType<typeof prize> | PrizeInput)[],
  fields: Partial<Omit<MinigameGameCreate, 'prizes'>> = {},
): Promise<AdminMinigameGame> {
  gameCounter += 1;
  const answer = await operator.post<AdminMinigameGame>(`${MG}/operator/games`, {
    slug: `t${process.pid}-${gameCounter}`,
    kind: 'wheel',
    name: `เกมทดสอบ ${gameCounter}`,
    cost: 1,
    freePlaysPerDay: 0,
    active: true,
    dailyBudget: null,
    memberDailyBudget: null,
    prizes,
    ...fields,
  });
  if (answer.status !== 201 || !answer.body.data) throw new Error(`game create failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Changes some of the operator's rules. */
export async function setSettings(operator: MoneyClient, patch: Partial<MinigameSettings>): Promise<MinigameSettings> {
  const current = (await operator.get<MinigameSettings>(`${MG}/operator/settings`)).body.data;
  const answer = await operator.put<MinigameSettings>(`${MG}/operator/settings`, { ...current, ...patch });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`settings failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A play (with a new idempotency key). */
export const playGame = (member: MoneyClient, slug: string, body?: { pay: 'coins' | 'credit' }) =>
  member.postKeyed<MinigamePlayResult>(`${MG}/play/${slug}`, body);

/**
 * A stake on a real game, as the sandbox provider sends it over its signed wallet API: turnover that a
 * credit move counts.
 */
export async function stake(t: TestApp, tel: string, amount: number): Promise<void> {
  const raw = JSON.stringify({
    timestamp: Date.now(),
    member: tel,
    round_id: randomUUID(),
    transaction_id: randomUUID(),
    amount,
    game: 'slot',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/games/sandbox/bet',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', t.app.secrets.gameSandbox).update(raw).digest('hex'),
    },
    payload: raw,
  });
  if (response.statusCode !== 200) throw new Error(`stake failed: ${response.body}`);
}

const ALL_TIME = { startMs: 0, endMs: Date.UTC(9999, 11, 31) };
const MEMBER_CODES: Record<(typeof ASSETS)[number], TransferCode[]> = {
  coin: [
    'minigame_coin_deposit',
    'minigame_coin_check_in',
    'minigame_coin_grant',
    'minigame_coin_prize',
    'minigame_coin_play',
    'minigame_coin_expire',
  ],
  credit: ['minigame_credit_prize', 'minigame_credit_play', 'minigame_credit_to_wallet', 'minigame_credit_expire'],
  profit: ['minigame_profit_prize', 'minigame_withdraw_reserve', 'minigame_withdraw_void'],
};

const sum = async (db: Database, sql: string): Promise<number> =>
  Number((await db.query<{ total: string | null }>(sql)).rows[0]?.total ?? 0);

/**
 * Both ledgers' invariants (money's check, per ledger: THB and COIN), then the mini-games' own, read
 * through money's `movements`: each member's lots add up to their account of the asset; the house
 * took exactly the plays' costs and paid exactly their prizes; the pending account holds exactly the
 * pending withdrawals, and the decided ones moved once each.
 */
export async function expectMinigameSound(db: Database): Promise<void> {
  await expectSound(db);
  const violations: string[] = [];
  const expectEqual = (what: string, actual: number, expected: number) => {
    if (actual !== expected) violations.push(`${what}: ${actual} ≠ ${expected}`);
  };

  const { rows: holders } = await db.query<{ member_id: string; asset: (typeof ASSETS)[number]; held: string }>(
    `SELECT member_id::text AS member_id, asset, sum(remaining)::text AS held FROM minigame_lots GROUP BY 1, 2`,
  );
  for (const row of holders) {
    const moved = await movements(db, assetAccount(row.member_id, row.asset), MEMBER_CODES[row.asset], ALL_TIME);
    expectEqual(
      `member ${row.member_id} ${row.asset} lots vs account`,
      Number(row.held),
      moved.inSatang - moved.outSatang,
    );
  }

  type House = 'house_minigame_coins' | 'house_minigame' | 'house_minigame_pending_withdrawals';
  const house = (account: { house: House }, codes: TransferCode[]) => movements(db, account, codes, ALL_TIME);
  const coinsIn = await house({ house: 'house_minigame_coins' }, ['minigame_coin_play']);
  expectEqual(
    'coins spent on plays',
    coinsIn.inSatang,
    await sum(db, `SELECT sum(cost) AS total FROM minigame_plays WHERE paid_with = 'coins'`),
  );
  const coinPrizes = await house({ house: 'house_minigame_coins' }, ['minigame_coin_prize']);
  expectEqual(
    'coin prizes',
    coinPrizes.outSatang,
    await sum(db, `SELECT sum(prize_amount) AS total FROM minigame_plays WHERE prize_kind = 'coins'`),
  );
  const creditPlays = await house({ house: 'house_minigame' }, ['minigame_credit_play']);
  expectEqual(
    'credit spent on plays',
    creditPlays.inSatang,
    await sum(db, `SELECT sum(cost) AS total FROM minigame_plays WHERE paid_with = 'credit'`),
  );
  for (const kind of ['credit', 'profit'] as const) {
    const paid = await house({ house: 'house_minigame' }, [`minigame_${kind}_prize`]);
    expectEqual(
      `${kind} prizes`,
      paid.outSatang,
      await sum(db, `SELECT sum(prize_amount) AS total FROM minigame_plays WHERE prize_kind = '${kind}'`),
    );
  }
  const pending = await house({ house: 'house_minigame_pending_withdrawals' }, [
    'minigame_withdraw_reserve',
    'minigame_withdraw_post',
    'minigame_withdraw_void',
  ]);
  expectEqual(
    'pending withdrawals account',
    pending.inSatang - pending.outSatang,
    await sum(db, `SELECT sum(amount_satang) AS total FROM minigame_withdrawals WHERE status = 'pending'`),
  );
  expectEqual(
    'reserved',
    pending.inSatang,
    await sum(db, 'SELECT sum(amount_satang) AS total FROM minigame_withdrawals'),
  );
  for (const [code, status] of [
    ['minigame_withdraw_post', 'approved'],
    ['minigame_withdraw_void', 'rejected'],
  ] as const) {
    const decided = await house({ house: 'house_minigame_pending_withdrawals' }, [code]);
    expectEqual(
      `${status} withdrawals`,
      decided.outSatang,
      await sum(db, `SELECT sum(amount_satang) AS total FROM minigame_withdrawals WHERE status = '${status}'`),
    );
  }
  // Each play paid with coins has its one coin line of exactly its cost.
  const { rows: unpaid } = await db.query<{ id: string }>(
    `SELECT p.id::text AS id FROM minigame_plays p
     LEFT JOIN minigame_coin_entries e ON e.play_id = p.id AND e.type = 'play'
     WHERE p.paid_with = 'coins' GROUP BY p.id, p.cost HAVING count(e.id) <> 1 OR sum(e.amount) <> -p.cost`,
  );
  for (const row of unpaid) violations.push(`play ${row.id} has no single coin line of its cost`);
  if (violations.length > 0) throw new Error(`mini-game invariants violated:\n${violations.join('\n')}`);
}

export type { TestApp };
