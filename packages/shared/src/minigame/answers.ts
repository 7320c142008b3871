import { z } from 'zod';
import {
  type AdminCoinEntryRow,
  type AdminCreditLotRow,
  type AdminMinigameGame,
  type AdminMinigameMember,
  type AdminMinigameWithdrawalRow,
  type AdminPrizeTable,
  COIN_ENTRY_TYPES,
  CREDIT_ENTRY_TYPES,
  CREDIT_USES,
  MINIGAME_KINDS,
  MINIGAME_WITHDRAWAL_STATUSES,
  type MinigameBalances,
  type MinigameCheckIn,
  type MinigameCoinRow,
  type MinigameCreditMoved,
  type MinigameCreditRow,
  type MinigameCurrentCredit,
  type MinigameDailyFigures,
  type MinigameGame,
  type MinigamePlayResult,
  type MinigamePlayRow,
  type MinigameRewardRow,
  type MinigameSeed,
  type MinigameSeedRotation,
  type MinigameSettings,
  type MinigameStatusToday,
  type MinigameWithdrawRow,
  PLAY_PAYMENTS,
  type Prize,
  PRIZE_KINDS,
  type PrizeTableStats,
} from './minigame';
import { isoTimeSchema, pageOf } from '../common/answers';

/** Answers of the mini-game service (docs/api-minigame.md). */

const baht = z.number();
const coins = z.number().int();
const nullableUrl = z.string().nullable();

const mediaFields = {
  image: nullableUrl,
  sounds: z.object({ play: nullableUrl, win: nullableUrl, lose: nullableUrl }),
};

export const prizeSchema = z.object({
  index: z.number().int(),
  kind: z.enum(PRIZE_KINDS),
  amount: z.number(),
  creditExpiryDays: z.number().int().nullable(),
  weight: z.number().int(),
  label: z.string().nullable(),
  probability: z.number(),
}) satisfies z.ZodType<Prize>;

export const minigameGameSchema = z.object({
  ...mediaFields,
  slug: z.string(),
  kind: z.enum(MINIGAME_KINDS),
  name: z.string(),
  cost: coins,
  freePlaysPerDay: z.number().int(),
  freePlaysLeft: z.number().int(),
  playsLeft: z.number().int(),
  budgetReached: z.boolean(),
  tableVersion: z.number().int(),
  prizes: z.array(prizeSchema),
}) satisfies z.ZodType<MinigameGame>;

export const minigameGameListSchema = z.array(minigameGameSchema);

export const minigameSettingsAnswerSchema = z.object({
  depositBahtPerCoin: baht.nullable(),
  checkInCoins: coins,
  coinExpiryDays: z.number().int().nullable(),
  creditUse: z.enum(CREDIT_USES),
  creditTurnoverMultiplier: z.number().int(),
  creditPricePerCoin: baht,
  profitMinWithdraw: baht,
}) satisfies z.ZodType<MinigameSettings>;

export const minigameCurrentCreditSchema = z.object({
  credit: baht,
  expiresDate: isoTimeSchema.nullable(),
  expiringCredit: baht,
  coins,
  coinsExpiresDate: isoTimeSchema.nullable(),
  profit: baht,
  pendingProfit: baht,
  turnover: z.object({ required: baht, done: baht }).nullable(),
}) satisfies z.ZodType<MinigameCurrentCredit>;

export const minigameStatusTodaySchema = z.object({
  date: z.string(),
  coins,
  plays: z.number().int(),
  freePlays: z.number().int(),
  coinsEarned: coins,
  coinsSpent: coins,
  creditWon: baht,
  profitWon: baht,
  checkIn: z.object({ coins, done: z.boolean() }),
}) satisfies z.ZodType<MinigameStatusToday>;

const coinRowFields = {
  id: z.string(),
  createdAt: isoTimeSchema,
  type: z.enum(COIN_ENTRY_TYPES),
  amount: coins,
  game: z.string().nullable(),
};

export const minigameCoinHistorySchema = z.array(z.object(coinRowFields) satisfies z.ZodType<MinigameCoinRow>);

export const minigameRewardHistorySchema = z.array(
  z.object({
    id: z.string(),
    createdAt: isoTimeSchema,
    game: z.object({ slug: z.string(), name: z.string() }),
    kind: z.enum(['coins', 'credit', 'profit']),
    amount: z.number(),
    label: z.string(),
    status: z.literal('success'),
  }) satisfies z.ZodType<MinigameRewardRow>,
);

export const minigameCreditHistorySchema = z.array(
  z.object({
    id: z.string(),
    createdAt: isoTimeSchema,
    type: z.enum(CREDIT_ENTRY_TYPES),
    amount: baht,
    expiresDate: isoTimeSchema.nullable(),
    status: z.literal('success'),
  }) satisfies z.ZodType<MinigameCreditRow>,
);

export const minigameWithdrawRowSchema = z.object({
  id: z.string(),
  createdAt: isoTimeSchema,
  amount: baht,
  status: z.enum(MINIGAME_WITHDRAWAL_STATUSES),
  decidedAt: isoTimeSchema.nullable(),
  note: z.string().nullable(),
}) satisfies z.ZodType<MinigameWithdrawRow>;

export const minigameWithdrawHistorySchema = z.array(minigameWithdrawRowSchema);

export const minigamePlayRowSchema = z.object({
  id: z.string(),
  createdAt: isoTimeSchema,
  game: z.object({ slug: z.string(), name: z.string(), kind: z.enum(MINIGAME_KINDS) }),
  paidWith: z.enum(PLAY_PAYMENTS),
  cost: z.number(),
  tableVersion: z.number().int(),
  weights: z.array(z.number().int()),
  prizeIndex: z.number().int(),
  prize: z.object({ kind: z.enum(PRIZE_KINDS), amount: z.number(), label: z.string() }),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
}) satisfies z.ZodType<MinigamePlayRow>;

export const minigamePlayHistorySchema = z.array(minigamePlayRowSchema);

const balancesSchema = z.object({ coins, credit: baht, profit: baht }) satisfies z.ZodType<MinigameBalances>;

export const minigamePlayResultSchema = z.object({
  play: minigamePlayRowSchema,
  balances: balancesSchema,
  freePlaysLeft: z.number().int(),
}) satisfies z.ZodType<MinigamePlayResult>;

export const minigameSeedSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
}) satisfies z.ZodType<MinigameSeed>;

export const minigameSeedRotationSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    plays: z.number().int(),
  }),
  next: minigameSeedSchema,
}) satisfies z.ZodType<MinigameSeedRotation>;

export const minigameCheckInSchema = z.object({ coins, balance: coins }) satisfies z.ZodType<MinigameCheckIn>;

export const minigameCreditMovedSchema = z.object({
  credit: baht,
  wallet: baht,
}) satisfies z.ZodType<MinigameCreditMoved>;

// Operator answers ------------------------------------------------------------------------------

const statsSchema = z.object({
  totalWeight: z.number().int(),
  evCoins: z.number(),
  evCredit: baht,
  evProfit: baht,
  evBaht: baht,
  maxPrizeBaht: baht,
}) satisfies z.ZodType<PrizeTableStats>;

export const adminPrizeTableSchema = z.object({
  version: z.number().int(),
  createdAt: isoTimeSchema,
  createdBy: z.string().nullable(),
  prizes: z.array(prizeSchema),
  stats: statsSchema,
}) satisfies z.ZodType<AdminPrizeTable>;

export const adminPrizeTableListSchema = z.array(adminPrizeTableSchema);

export const adminMinigameGameSchema = z.object({
  ...mediaFields,
  slug: z.string(),
  kind: z.enum(MINIGAME_KINDS),
  name: z.string(),
  cost: coins,
  freePlaysPerDay: z.number().int(),
  active: z.boolean(),
  dailyBudget: baht.nullable(),
  memberDailyBudget: baht.nullable(),
  sortOrder: z.number().int(),
  table: adminPrizeTableSchema,
  today: z.object({ plays: z.number().int(), prizesPaid: baht, budgetLeft: baht.nullable() }),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
}) satisfies z.ZodType<AdminMinigameGame>;

export const adminMinigameGameListSchema = z.array(adminMinigameGameSchema);

const memberRef = { tel: z.string(), first_name: z.string(), last_name: z.string() };

export const adminMinigameMemberSchema = z.object({
  ...memberRef,
  coins,
  credit: baht,
  profit: baht,
  pendingProfit: baht,
  seed: minigameSeedSchema.nullable(),
}) satisfies z.ZodType<AdminMinigameMember>;

export const adminCoinEntryPageSchema = pageOf(
  z.object({
    ...coinRowFields,
    reason: z.string().nullable(),
    operator: z.string().nullable(),
  }) satisfies z.ZodType<AdminCoinEntryRow>,
);

export const adminCreditLotPageSchema = pageOf(
  z.object({
    id: z.string(),
    createdAt: isoTimeSchema,
    amount: baht,
    remaining: baht,
    expiresAt: isoTimeSchema,
    expiredAt: isoTimeSchema.nullable(),
    expiredAmount: baht,
  }) satisfies z.ZodType<AdminCreditLotRow>,
);

export const adminPlayPageSchema = pageOf(minigamePlayRowSchema);

/** `POST /operator/members/{tel}/coins`: the member's coins after the grant. */
export const adminGrantAnswerSchema = z.object({ coins });

export const adminMinigameWithdrawalRowSchema = z.object({
  id: z.string(),
  member: z.object(memberRef),
  amount: baht,
  status: z.enum(MINIGAME_WITHDRAWAL_STATUSES),
  requestedAt: isoTimeSchema,
  decidedAt: isoTimeSchema.nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
}) satisfies z.ZodType<AdminMinigameWithdrawalRow>;

export const adminMinigameWithdrawalPageSchema = pageOf(adminMinigameWithdrawalRowSchema);

export const minigameDailyFiguresSchema = z.array(
  z.object({
    date: z.string(),
    coins: z.object({
      issued: z.object({ deposit: coins, check_in: coins, grant: coins, prize: coins }),
      spent: coins,
      expired: coins,
    }),
    plays: z.number().int(),
    freePlays: z.number().int(),
    prizes: z.object({ coins, credit: baht, profit: baht }),
    credit: z.object({ spent: baht, toWallet: baht, expired: baht }),
    profitWithdrawn: baht,
    games: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        plays: z.number().int(),
        prizesPaid: baht,
        budget: baht.nullable(),
        budgetLeft: baht.nullable(),
      }),
    ),
  }) satisfies z.ZodType<MinigameDailyFigures>,
);
