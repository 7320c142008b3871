import { MINIGAME_LABELS, type MinigameGameCreate, type PrizeInput } from '@member/shared';
import type { Database } from '../../db/database';
import { insertGame } from './games';

/**
 * The three games of a fresh database (decision 0120): a prize wheel, a card flip and a pick-a-box,
 * each 1 coin a play, no free plays, a table whose expected value per play is about 1.1-1.4 baht of
 * credit and profit plus 0.2-0.4 coins (a coin is earned per 100 baht deposited), a day budget of
 * 5,000 baht per game and 500 baht per member. A game whose slug exists is left as it is.
 */

const prize = (kind: PrizeInput['kind'], amount: number, weight: number, creditExpiryDays: number | null = null) =>
  ({ kind, amount, weight, creditExpiryDays, label: null }) satisfies PrizeInput;

const common = { cost: 1, freePlaysPerDay: 0, active: true, dailyBudget: 5_000, memberDailyBudget: 500 } as const;

export const DEMO_MINIGAMES: MinigameGameCreate[] = [
  {
    ...common,
    slug: 'wheel',
    kind: 'wheel',
    name: MINIGAME_LABELS.kinds.wheel,
    sortOrder: 1,
    prizes: [
      prize('nothing', 0, 350),
      prize('coins', 1, 250),
      prize('credit', 2, 200, 7),
      prize('coins', 2, 50),
      prize('credit', 5, 100, 7),
      prize('profit', 1, 30),
      prize('profit', 10, 15),
      prize('profit', 50, 5),
    ],
  },
  {
    ...common,
    slug: 'card',
    kind: 'card',
    name: MINIGAME_LABELS.kinds.card,
    sortOrder: 2,
    prizes: [
      prize('nothing', 0, 500),
      prize('coins', 1, 200),
      prize('credit', 3, 200, 3),
      prize('profit', 5, 80),
      prize('profit', 20, 20),
    ],
  },
  {
    ...common,
    slug: 'box',
    kind: 'box',
    name: MINIGAME_LABELS.kinds.box,
    sortOrder: 3,
    prizes: [
      prize('nothing', 0, 468),
      prize('coins', 1, 250),
      prize('coins', 3, 50),
      prize('credit', 5, 150, 14),
      prize('profit', 2, 80),
      prize('profit', 100, 2),
    ],
  },
];

export async function seedMinigames(db: Database): Promise<void> {
  const at = new Date().toISOString();
  for (const game of DEMO_MINIGAMES) await db.transaction((tx) => insertGame(tx, game, null, at));
}
