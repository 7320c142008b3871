import {
  ACCESS_TOKEN_KEY,
  MINIGAME_API_BASE,
  type MinigameCurrentCredit,
  type MinigameGame,
  type MinigamePlayResult,
  type MinigamePlayRow,
  type MinigameSeed,
  type MinigameSettings,
  type MinigameStatusToday,
  type MinigameWithdrawRow,
  type Prize,
  type PrizeInput,
  withProbabilities,
} from '@member/shared';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { type MockReply, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

import CreditHistoryRoute from '../routes/credit-history-route';
import HistoryRoute from '../routes/history-route';
import HubRoute from '../routes/hub-route';
import PlayRoute from '../routes/play-route';
import ProfitManageRoute from '../routes/profit-manage-route';
import ProfitRoute from '../routes/profit-route';
import RewardHistoryRoute from '../routes/reward-history-route';
import WithdrawDetailRoute from '../routes/withdraw-detail-route';
import WithdrawHistoryRoute from '../routes/withdraw-history-route';
import WithdrawRoute from '../routes/withdraw-route';

export { locationOf } from '@/test/member-routes';

/** The published test vector of the draw (decision 0120): this seed, client seed and wheel give prizes 0, 0, 1, 4, 2 for nonces 0 to 4. */
export const VECTOR = {
  serverSeed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  serverSeedHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  clientSeed: 'member-site',
  indexes: [0, 0, 1, 4, 2],
};

const prize = (kind: PrizeInput['kind'], amount: number, weight: number, label: string): PrizeInput => ({
  kind,
  amount,
  weight,
  creditExpiryDays: kind === 'credit' ? 7 : null,
  label,
});

/** The seeded wheel's table (the server's labels filled in). */
export const WHEEL_PRIZES: Prize[] = withProbabilities([
  prize('nothing', 0, 350, 'ไม่ได้รางวัล'),
  prize('coins', 1, 250, '1 เหรียญ'),
  prize('credit', 2, 200, 'เครดิต 2.00 บาท'),
  prize('coins', 2, 50, '2 เหรียญ'),
  prize('credit', 5, 100, 'เครดิต 5.00 บาท'),
  prize('profit', 1, 30, 'กำไร 1.00 บาท'),
  prize('profit', 10, 15, 'กำไร 10.00 บาท'),
  prize('profit', 50, 5, 'กำไร 50.00 บาท'),
]);
export const WHEEL_WEIGHTS = WHEEL_PRIZES.map((item) => item.weight);

const SMALL_TABLE: Prize[] = withProbabilities([
  prize('nothing', 0, 500, 'ไม่ได้รางวัล'),
  prize('coins', 1, 300, '1 เหรียญ'),
  prize('profit', 20, 200, 'กำไร 20.00 บาท'),
]);

const NO_SOUNDS = { play: null, win: null, lose: null };

export function game(overrides: Partial<MinigameGame> = {}): MinigameGame {
  return {
    slug: 'wheel',
    kind: 'wheel',
    name: 'วงล้อนำโชค',
    image: null,
    sounds: NO_SOUNDS,
    cost: 1,
    freePlaysPerDay: 0,
    freePlaysLeft: 0,
    playsLeft: 12,
    budgetReached: false,
    tableVersion: 1,
    prizes: WHEEL_PRIZES,
    ...overrides,
  };
}

export const GAMES: MinigameGame[] = [
  game(),
  game({ slug: 'card', kind: 'card', name: 'เปิดไพ่ลุ้นรางวัล', prizes: SMALL_TABLE, playsLeft: 6, cost: 2 }),
  game({ slug: 'box', kind: 'box', name: 'เลือกกล่องสุ่ม', prizes: SMALL_TABLE }),
];

export const SETTINGS: MinigameSettings = {
  depositBahtPerCoin: 100,
  checkInCoins: 2,
  coinExpiryDays: null,
  creditUse: 'wallet',
  creditTurnoverMultiplier: 3,
  creditPricePerCoin: 1.5,
  profitMinWithdraw: 20,
};

export const CURRENT_CREDIT: MinigameCurrentCredit = {
  credit: 7.5,
  // 30 March 2026, 23:30 in Bangkok.
  expiresDate: '2026-03-30T16:30:00.000Z',
  expiringCredit: 2,
  coins: 1234,
  coinsExpiresDate: null,
  profit: 61.25,
  pendingProfit: 20,
  turnover: { required: 22.5, done: 10 },
};

export const TODAY: MinigameStatusToday = {
  date: '2026-03-20',
  coins: 1234,
  plays: 3,
  freePlays: 0,
  coinsEarned: 5,
  coinsSpent: 3,
  creditWon: 2,
  profitWon: 10,
  checkIn: { coins: 2, done: false },
};

export const SEED: MinigameSeed = { serverSeedHash: VECTOR.serverSeedHash, clientSeed: 'my-seed', nonce: 7 };

export function playRow(overrides: Partial<MinigamePlayRow> = {}): MinigamePlayRow {
  return {
    id: '900',
    createdAt: '2026-03-20T05:06:00.000Z',
    game: { slug: 'wheel', name: 'วงล้อนำโชค', kind: 'wheel' },
    paidWith: 'coins',
    cost: 1,
    tableVersion: 1,
    weights: WHEEL_WEIGHTS,
    prizeIndex: 4,
    prize: { kind: 'credit', amount: 5, label: 'เครดิต 5.00 บาท' },
    serverSeedHash: SEED.serverSeedHash,
    serverSeed: null,
    clientSeed: SEED.clientSeed,
    nonce: SEED.nonce,
    ...overrides,
  };
}

export function playResult(row: Partial<MinigamePlayRow> = {}): MinigamePlayResult {
  return { play: playRow(row), balances: { coins: 1233, credit: 12.5, profit: 61.25 }, freePlaysLeft: 0 };
}

export function withdrawRow(overrides: Partial<MinigameWithdrawRow> = {}): MinigameWithdrawRow {
  return {
    id: '41',
    createdAt: '2026-03-04T05:06:00.000Z',
    amount: 30,
    status: 'pending',
    decidedAt: null,
    note: null,
    ...overrides,
  };
}

type Handler = (body: unknown) => MockReply | Promise<MockReply>;

/** The key of a mini-game call for `mockFetch`: `GET /minigame/api/v1/member/seed`. */
export const call = (method: string, path: string) => `${method} ${MINIGAME_API_BASE}${path}`;

export const ok = (data: unknown): MockReply => ({ body: { data } });
export const refused = (status: number, message: string): MockReply => ({
  status,
  body: { error: { code: status === 422 ? 'BUSINESS_RULE' : 'BAD_REQUEST', message } },
});

/**
 * A signed-in member whose service answers the fixtures above; `handlers` (keys made with `call`) add
 * or replace calls.
 */
export function signInMinigame(handlers: Record<string, Handler> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  return mockFetch({
    [call('GET', '/play/available-minigame')]: () => ok(GAMES),
    [call('GET', '/setting/minigame')]: () => ok(SETTINGS),
    [call('GET', '/member/current-credit')]: () => ok(CURRENT_CREDIT),
    [call('GET', '/member/minigame-status-today')]: () => ok(TODAY),
    [call('GET', '/member/seed')]: () => ok(SEED),
    ...handlers,
  });
}

/** How many times one call was made. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === method && url.pathname === `${MINIGAME_API_BASE}${path}`;
  }).length;
}

/** The query strings sent to one call, in order. */
export function sentQueries(fetchMock: ReturnType<typeof mockFetch>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `${MINIGAME_API_BASE}${path}`)
    .map((url) => url.searchParams);
}

/** `prefers-reduced-motion: reduce` (jsdom has no matchMedia): the games show their outcome without moving. */
export function preferReducedMotion(reduce = true) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reduce && media.includes('reduce'),
    media,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The feature's pages on their paths (as app/routes.tsx mounts them), anything else a marker. */
const ROUTES: RouteObject[] = [
  { path: '/mini-game', Component: HubRoute },
  { path: '/mini-game/play', Component: PlayRoute },
  { path: '/mini-game/play/:slug', Component: PlayRoute },
  { path: '/mini-game/history', Component: HistoryRoute },
  { path: '/mini-game/reward-history', Component: RewardHistoryRoute },
  { path: '/mini-game/credit-history', Component: CreditHistoryRoute },
  { path: '/mini-game/profit', Component: ProfitRoute },
  { path: '/mini-game/profit-manage', Component: ProfitManageRoute },
  { path: '/mini-game/profit-manage/history', Component: WithdrawHistoryRoute },
  { path: '/mini-game/profit-manage/withdraw', Component: WithdrawRoute },
  { path: '/mini-game/profit-manage/withdraw-detail', Component: WithdrawDetailRoute },
  { path: '*', element: <p>elsewhere</p> },
];

export function renderMinigameAt(url: string) {
  return renderRoutes(ROUTES, url);
}
