import { z } from 'zod';
import {
  CREDIT_ENTRY_TYPES,
  CREDIT_USES,
  MINIGAME_KINDS,
  MINIGAME_WITHDRAWAL_STATUSES,
  PLAY_PAYMENTS,
  PRIZE_KINDS,
} from './model';
import { isoTimeSchema } from '../common/answers';
import { baht, coinRowFields, coins, mediaFields, minigameMediaSchema } from './answer-parts';

/** Answers of the mini-game service to members (docs/api-minigame.md); the operators' are operator-answers.ts. */

export type MinigameMedia = z.infer<typeof minigameMediaSchema>;

export const prizeSchema = z.object({
  index: z.number().int(),
  kind: z.enum(PRIZE_KINDS),
  amount: z.number(),
  creditExpiryDays: z.number().int().nullable(),
  weight: z.number().int(),
  label: z.string().nullable(),
  probability: z.number(),
});
/** A prize as answered: with its place in the table and its probability (0..1). */
export type Prize = z.infer<typeof prizeSchema>;

export const minigameGameSchema = z.object({
  ...mediaFields,
  slug: z.string(),
  kind: z.enum(MINIGAME_KINDS),
  name: z.string(),
  /** Coins per play. */
  cost: coins,
  freePlaysPerDay: z.number().int(),
  /** Today's (Bangkok day) free plays left. */
  freePlaysLeft: z.number().int(),
  /** Today's plays left: free plays, then what the member's coins pay for. */
  playsLeft: z.number().int(),
  /** Today's prizes of this game (its budget, or the member's) are used up: a play is refused. */
  budgetReached: z.boolean(),
  /** The prize table in force (the wheel's segments, the cards, the boxes), with each probability. */
  tableVersion: z.number().int(),
  prizes: z.array(prizeSchema),
});
/** A game of `GET /play/available-minigame`. */
export type MinigameGame = z.infer<typeof minigameGameSchema>;

export const minigameGameListSchema = z.array(minigameGameSchema);

export const minigameSettingsAnswerSchema = z.object({
  /** Coins for deposits: one coin per this many baht of each approved deposit; null: none. */
  depositBahtPerCoin: baht.nullable(),
  /** Coins of the daily check-in; 0: no check-in. */
  checkInCoins: coins,
  /** Days a coin lasts; null: coins never expire. */
  coinExpiryDays: z.number().int().nullable(),
  creditUse: z.enum(CREDIT_USES),
  /** `wallet`: credit moves into the wallet once real-game stakes since the last move reach this many times the amount. */
  creditTurnoverMultiplier: z.number().int(),
  /** `play`: baht of credit that stand for one coin of a game's cost. */
  creditPricePerCoin: baht,
  /** Baht: the smallest profit withdrawal. */
  profitMinWithdraw: baht,
});
/** `GET /setting/minigame`, and the operator's `GET`/`PUT /operator/settings`. */
export type MinigameSettings = z.infer<typeof minigameSettingsAnswerSchema>;

export const minigameCurrentCreditSchema = z.object({
  /** Mini-game credit that has not expired. */
  credit: baht,
  /** The nearest expiry of the credit (ISO instant; the page shows DD/MM/YYYY), null without credit. */
  expiresDate: isoTimeSchema.nullable(),
  /** How much credit expires at `expiresDate`. */
  expiringCredit: baht,
  coins,
  /** The nearest expiry of the coins, null when none expire. */
  coinsExpiresDate: isoTimeSchema.nullable(),
  /** Profit the member may withdraw, and profit reserved by withdrawals waiting for an operator. */
  profit: baht,
  pendingProfit: baht,
  /** `wallet` use: real-game stakes needed to move all the credit, and those made since the last move. */
  turnover: z.object({ required: baht, done: baht }).nullable(),
});
/** `GET /member/current-credit`. Baht, and the member's coins. */
export type MinigameCurrentCredit = z.infer<typeof minigameCurrentCreditSchema>;

export const minigameStatusTodaySchema = z.object({
  /** `YYYY-MM-DD`. */
  date: z.string(),
  coins,
  plays: z.number().int(),
  freePlays: z.number().int(),
  coinsEarned: coins,
  coinsSpent: coins,
  creditWon: baht,
  profitWon: baht,
  checkIn: z.object({ coins, done: z.boolean() }),
});
/** `GET /member/minigame-status-today` (the Bangkok day). */
export type MinigameStatusToday = z.infer<typeof minigameStatusTodaySchema>;

/** A row of `GET /member/coin-history`: `amount` is signed (spent and expired coins are negative). */
const minigameCoinRowSchema = z.object(coinRowFields);
export type MinigameCoinRow = z.infer<typeof minigameCoinRowSchema>;

export const minigameCoinHistorySchema = z.array(minigameCoinRowSchema);

/** A row of `GET /member/reward-history`: a prize won (plays that won nothing are not listed). */
const minigameRewardRowSchema = z.object({
  id: z.string(),
  createdAt: isoTimeSchema,
  game: z.object({ slug: z.string(), name: z.string() }),
  kind: z.enum(['coins', 'credit', 'profit']),
  /** Coins or baht. */
  amount: z.number(),
  label: z.string(),
  /** Always `success` (SPEC.md §4: `สำเร็จ`). */
  status: z.literal('success'),
});
export type MinigameRewardRow = z.infer<typeof minigameRewardRowSchema>;

export const minigameRewardHistorySchema = z.array(minigameRewardRowSchema);

/** A row of `GET /member/credit-history`: `amount` is signed baht. */
const minigameCreditRowSchema = z.object({
  id: z.string(),
  createdAt: isoTimeSchema,
  type: z.enum(CREDIT_ENTRY_TYPES),
  amount: baht,
  /** When the credit of a prize expires, else null. */
  expiresDate: isoTimeSchema.nullable(),
  status: z.literal('success'),
});
export type MinigameCreditRow = z.infer<typeof minigameCreditRowSchema>;

export const minigameCreditHistorySchema = z.array(minigameCreditRowSchema);

export const minigameWithdrawRowSchema = z.object({
  id: z.string(),
  createdAt: isoTimeSchema,
  amount: baht,
  status: z.enum(MINIGAME_WITHDRAWAL_STATUSES),
  decidedAt: isoTimeSchema.nullable(),
  /** The operator's note on a rejection, else null. */
  note: z.string().nullable(),
});
/** A row of `GET /member/withdraw-history` and the answer of `POST /request-withdraw`. */
export type MinigameWithdrawRow = z.infer<typeof minigameWithdrawRowSchema>;

export const minigameWithdrawHistorySchema = z.array(minigameWithdrawRowSchema);

export const minigamePlayRowSchema = z.object({
  id: z.string(),
  createdAt: isoTimeSchema,
  game: z.object({ slug: z.string(), name: z.string(), kind: z.enum(MINIGAME_KINDS) }),
  paidWith: z.enum(PLAY_PAYMENTS),
  /** Coins, or baht of credit; 0 for a free play. */
  cost: z.number(),
  tableVersion: z.number().int(),
  /** The weights of the table version the play used, in order. */
  weights: z.array(z.number().int()),
  prizeIndex: z.number().int(),
  prize: z.object({ kind: z.enum(PRIZE_KINDS), amount: z.number(), label: z.string() }),
  serverSeedHash: z.string(),
  /** Revealed once the member rotated the pair; null while it is in use. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
/** A row of `GET /member/play-history`: everything the verifier needs to recompute the play. */
export type MinigamePlayRow = z.infer<typeof minigamePlayRowSchema>;

export const minigamePlayHistorySchema = z.array(minigamePlayRowSchema);

const balancesSchema = z.object({ coins, credit: baht, profit: baht });
export type MinigameBalances = z.infer<typeof balancesSchema>;

export const minigamePlayResultSchema = z.object({
  play: minigamePlayRowSchema,
  balances: balancesSchema,
  freePlaysLeft: z.number().int(),
});
/** The answer of `POST /play/{slug}`. */
export type MinigamePlayResult = z.infer<typeof minigamePlayResultSchema>;

export const minigameSeedSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
/** `GET` and `PUT /member/seed`: the active pair; `nonce` is the next play's. */
export type MinigameSeed = z.infer<typeof minigameSeedSchema>;

export const minigameSeedRotationSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    plays: z.number().int(),
  }),
  next: minigameSeedSchema,
});
/** `POST /member/seed/rotate`: the pair just retired (its seed revealed) and the new one. */
export type MinigameSeedRotation = z.infer<typeof minigameSeedRotationSchema>;

export const minigameCheckInSchema = z.object({ coins, balance: coins });
/** `POST /member/check-in`: the coins given and the new balance. */
export type MinigameCheckIn = z.infer<typeof minigameCheckInSchema>;

export const minigameCreditMovedSchema = z.object({
  credit: baht,
  /** The member's wallet credit after the move (baht). */
  wallet: baht,
});
export type MinigameCreditMoved = z.infer<typeof minigameCreditMovedSchema>;
