import { z } from 'zod';
import { MINIGAME_KINDS, MINIGAME_WITHDRAWAL_STATUSES } from './model';
import { isoTimeSchema, pageOf } from '../common/answers';
import { baht, coinRowFields, coins, mediaFields } from './answer-parts';
import { minigamePlayRowSchema, minigameSeedSchema, prizeSchema } from './answers';

/** Answers of the mini-game service to operators (`/operator/...`, docs/api-minigame.md). */

const statsSchema = z.object({
  totalWeight: z.number().int(),
  /** Expected coins won per play. */
  evCoins: z.number(),
  /** Expected baht per play: credit, profit, and both together (rounded to the satang). */
  evCredit: baht,
  evProfit: baht,
  evBaht: baht,
  /** The largest credit or profit prize with a weight above 0 (baht; 0 when none). */
  maxPrizeBaht: baht,
});
/** A table's expected value per play and its largest baht prize (what a budget must be able to pay). */
export type PrizeTableStats = z.infer<typeof statsSchema>;

export const adminPrizeTableSchema = z.object({
  version: z.number().int(),
  createdAt: isoTimeSchema,
  /** The operator who wrote it; null for the seeded table. */
  createdBy: z.string().nullable(),
  prizes: z.array(prizeSchema),
  stats: statsSchema,
});
/** A version of a game's prize table. */
export type AdminPrizeTable = z.infer<typeof adminPrizeTableSchema>;

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
  /** Today (Bangkok day): plays, baht of prizes paid, and what is left of `dailyBudget` (null: no cap). */
  today: z.object({ plays: z.number().int(), prizesPaid: baht, budgetLeft: baht.nullable() }),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
/** A game as the operator sees it. */
export type AdminMinigameGame = z.infer<typeof adminMinigameGameSchema>;

export const adminMinigameGameListSchema = z.array(adminMinigameGameSchema);

const memberRef = { tel: z.string(), first_name: z.string(), last_name: z.string() };
/** A member as the operator's screens name one. */
const minigameMemberRefSchema = z.object(memberRef);
export type MinigameMemberRef = z.infer<typeof minigameMemberRefSchema>;

export const adminMinigameMemberSchema = z.object({
  ...memberRef,
  coins,
  credit: baht,
  profit: baht,
  pendingProfit: baht,
  /** The active seed pair (its seed is never shown), null before the member's first play. */
  seed: minigameSeedSchema.nullable(),
});
/** `GET /operator/members/{tel}`. */
export type AdminMinigameMember = z.infer<typeof adminMinigameMemberSchema>;

/** A row of `GET /operator/members/{tel}/coins`. */
const adminCoinEntryRowSchema = z.object({
  ...coinRowFields,
  /** A grant's reason and operator. */
  reason: z.string().nullable(),
  operator: z.string().nullable(),
});
export type AdminCoinEntryRow = z.infer<typeof adminCoinEntryRowSchema>;

export const adminCoinEntryPageSchema = pageOf(adminCoinEntryRowSchema);

/** A row of `GET /operator/members/{tel}/credit-lots`: every lot, open or not. */
const adminCreditLotRowSchema = z.object({
  id: z.string(),
  createdAt: isoTimeSchema,
  amount: baht,
  remaining: baht,
  expiresAt: isoTimeSchema,
  /** When the sweep expired what was left, else null. */
  expiredAt: isoTimeSchema.nullable(),
  expiredAmount: baht,
});
export type AdminCreditLotRow = z.infer<typeof adminCreditLotRowSchema>;

export const adminCreditLotPageSchema = pageOf(adminCreditLotRowSchema);

export const adminPlayPageSchema = pageOf(minigamePlayRowSchema);

/** `POST /operator/members/{tel}/coins`: the member's coins after the grant. */
export const adminGrantAnswerSchema = z.object({ coins });

export const adminMinigameWithdrawalRowSchema = z.object({
  id: z.string(),
  member: minigameMemberRefSchema,
  amount: baht,
  status: z.enum(MINIGAME_WITHDRAWAL_STATUSES),
  requestedAt: isoTimeSchema,
  decidedAt: isoTimeSchema.nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminMinigameWithdrawalRow = z.infer<typeof adminMinigameWithdrawalRowSchema>;

export const adminMinigameWithdrawalPageSchema = pageOf(adminMinigameWithdrawalRowSchema);

/** A Bangkok day of the service: coins issued and spent, prizes paid by kind, each game's budget. */
const minigameDailyFiguresRowSchema = z.object({
  date: z.string(),
  coins: z.object({
    issued: z.object({ deposit: coins, check_in: coins, grant: coins, prize: coins }),
    spent: coins,
    expired: coins,
  }),
  plays: z.number().int(),
  freePlays: z.number().int(),
  /** Prizes won: coins, and baht of credit and of profit. */
  prizes: z.object({ coins, credit: baht, profit: baht }),
  credit: z.object({ spent: baht, toWallet: baht, expired: baht }),
  /** Profit withdrawals approved that day (baht). */
  profitWithdrawn: baht,
  games: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      plays: z.number().int(),
      /** Baht of credit and profit prizes. */
      prizesPaid: baht,
      /** The game's daily budget now, and what that leaves of this day's (null: no cap). */
      budget: baht.nullable(),
      budgetLeft: baht.nullable(),
    }),
  ),
});
export type MinigameDailyFigures = z.infer<typeof minigameDailyFiguresRowSchema>;

export const minigameDailyFiguresSchema = z.array(minigameDailyFiguresRowSchema);
