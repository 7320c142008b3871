import { z } from 'zod';
import { CREDIT_USES, MINIGAME_KINDS, MINIGAME_SOUND_SLOTS, MINIGAME_WITHDRAWAL_STATUSES } from './model';
import { prizeTableSchema } from './prizes';
import { MINIGAME_LIMITS, MINIGAME_MESSAGES } from './rules';
import { bangkokDayStartMs, checkDateRange, dateRangeFields } from '../common/bangkok-days';
import { VALIDATION as M } from '../common/messages';
import { wholeNumberSchema } from '../common/validation';
import { amountSchema, historyQuerySchema } from '../money/money';
import type { MinigameSettings } from './answers';

/**
 * The mini-game service (issue 15, docs/api-minigame.md, decision 0120): the schemas of every body,
 * query and parameter (its limits and texts are rules.ts, its prizes prizes.ts, its answers answers.ts).
 * The service runs at `/minigame/api/v1`. Baht on the wire (two decimals), satang in the database;
 * coins are whole numbers everywhere.
 */

// ---------------------------------------------------------------------------------------------
// Member calls (`/minigame/api/v1/...`, a signed-in member)

/** `?limit` of every member history: newest first, default 50, at most 100. */
export const minigameHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: M.invalidValue })
    .int(M.invalidValue)
    .min(1, M.invalidValue)
    .max(MINIGAME_LIMITS.historyMax, M.invalidValue)
    .default(MINIGAME_LIMITS.historyDefault),
});
export type MinigameHistoryQuery = z.infer<typeof minigameHistoryQuerySchema>;

/** `/play/{slug}` and the operator's `/operator/games/{slug}`: an unknown slug is a 404. */
export const minigameSlugParamsSchema = z.object({
  slug: z.string().regex(MINIGAME_LIMITS.slugPattern, M.invalidValue),
});

const wholeOrNull = (min: number, max: number, message: string) =>
  z.union([wholeNumberSchema(min, max, message), z.null()], { error: message });

export const minigameSettingsSchema = z.object({
  depositBahtPerCoin: amountSchema.nullable(),
  checkInCoins: wholeNumberSchema(0, MINIGAME_LIMITS.maxCheckInCoins, MINIGAME_MESSAGES.checkInCoinsInvalid),
  coinExpiryDays: wholeOrNull(1, MINIGAME_LIMITS.maxCoinExpiryDays, MINIGAME_MESSAGES.coinExpiryInvalid),
  creditUse: z.enum(CREDIT_USES, { error: MINIGAME_MESSAGES.creditUseInvalid }),
  creditTurnoverMultiplier: wholeNumberSchema(
    0,
    MINIGAME_LIMITS.maxTurnoverMultiplier,
    MINIGAME_MESSAGES.turnoverInvalid,
  ),
  creditPricePerCoin: amountSchema,
  profitMinWithdraw: amountSchema,
}) satisfies z.ZodType<MinigameSettings, unknown>;

/** `POST /play/{slug}` (header `Idempotency-Key`): pay with coins (default) or credit; a free play left is used first. */
export const minigamePlaySchema = z
  .object({ pay: z.enum(['coins', 'credit'], { error: M.invalidValue }).default('coins') })
  .optional()
  .transform((body) => body ?? { pay: 'coins' as const });
export type MinigamePlayPayload = z.output<typeof minigamePlaySchema>;

export const clientSeedSchema = z
  .string({ error: MINIGAME_MESSAGES.clientSeedInvalid })
  .trim()
  .regex(MINIGAME_LIMITS.clientSeedPattern, MINIGAME_MESSAGES.clientSeedInvalid);

export const minigameSeedUpdateSchema = z.object({ clientSeed: clientSeedSchema });

/** `POST /request-withdraw` (header `Idempotency-Key`): profit → a withdrawal waiting for an operator. */
export const minigameWithdrawSchema = z.object({ amount: amountSchema });
export type MinigameWithdrawPayload = z.infer<typeof minigameWithdrawSchema>;

/** `POST /member/credit/to-wallet` (header `Idempotency-Key`): credit → the wallet, `wallet` use only. */
export const minigameCreditToWalletSchema = z.object({ amount: amountSchema });

// ---------------------------------------------------------------------------------------------
// Operator calls (`/minigame/api/v1/operator/...`)

const budgetSchema = amountSchema.nullable();
const gameFields = {
  name: z
    .string({ error: MINIGAME_MESSAGES.nameRequired })
    .trim()
    .min(1, MINIGAME_MESSAGES.nameRequired)
    .max(MINIGAME_LIMITS.nameMaxLength, M.textTooLong),
  cost: wholeNumberSchema(1, MINIGAME_LIMITS.maxCostCoins, MINIGAME_MESSAGES.costInvalid),
  freePlaysPerDay: wholeNumberSchema(0, MINIGAME_LIMITS.maxFreePlaysPerDay, MINIGAME_MESSAGES.freePlaysInvalid),
  active: z.boolean({ error: M.invalidValue }),
  /** Baht of credit and profit prizes the game may pay in a Bangkok day (all members); null: no cap. */
  dailyBudget: budgetSchema,
  /** Baht of credit and profit prizes one member may win from the game in a Bangkok day; null: no cap. */
  memberDailyBudget: budgetSchema,
  /** Place in the members' list (ascending); unchanged when left out of an update, 0 for a new game. */
  sortOrder: wholeNumberSchema(0, 1000, M.invalidValue).optional(),
};

/** `PUT /operator/games/{slug}`. */
export const minigameGameUpdateSchema = z.object(gameFields);
export type MinigameGameUpdate = z.output<typeof minigameGameUpdateSchema>;

/** `POST /operator/games`: a game with its first prize table. */
export const minigameGameCreateSchema = z.object({
  slug: z
    .string({ error: MINIGAME_MESSAGES.slugInvalid })
    .trim()
    .regex(MINIGAME_LIMITS.slugPattern, MINIGAME_MESSAGES.slugInvalid),
  kind: z.enum(MINIGAME_KINDS, { error: MINIGAME_MESSAGES.kindInvalid }),
  ...gameFields,
  prizes: prizeTableSchema,
});
export type MinigameGameCreate = z.output<typeof minigameGameCreateSchema>;

/** `PUT /operator/games/{slug}/prizes`: a new version of the table; plays from then on use it. */
export const minigamePrizeTableUpdateSchema = z.object({ prizes: prizeTableSchema });

/** `/operator/games/{slug}/sounds/{slot}`. */
export const minigameSoundParamsSchema = z.object({
  slug: z.string().regex(MINIGAME_LIMITS.slugPattern, M.invalidValue),
  slot: z.enum(MINIGAME_SOUND_SLOTS),
});

/** `POST /operator/members/{tel}/coins` (header `Idempotency-Key`): coins given by hand (a promotion), audited. */
export const minigameGrantSchema = z.object({
  coins: wholeNumberSchema(1, MINIGAME_LIMITS.maxGrantCoins, MINIGAME_MESSAGES.grantCoinsInvalid),
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(MINIGAME_LIMITS.reasonMaxLength, M.textTooLong),
});
export type MinigameGrantPayload = z.infer<typeof minigameGrantSchema>;

/** `GET /operator/withdrawals`. */
export const adminMinigameWithdrawalQuerySchema = historyQuerySchema.extend({
  status: z.enum(MINIGAME_WITHDRAWAL_STATUSES, { error: M.invalidValue }).optional(),
});

/** `POST /operator/withdrawals/{id}/approve` and `/reject`: an optional note. */
export const minigameDecisionSchema = z
  .object({
    note: z.string({ error: M.invalidValue }).trim().max(MINIGAME_LIMITS.noteMaxLength, M.textTooLong).optional(),
  })
  .optional()
  .transform((body) => ({ note: body?.note || null }));

/** `GET /operator/figures?from&to`: Bangkok days, both inclusive (default the last 7 days up to today). */
export const minigameFiguresQuerySchema = z.object(dateRangeFields).superRefine((value, ctx) => {
  checkDateRange(value, ctx);
  if (value.from === undefined || value.to === undefined || value.from > value.to) return;
  const days = (bangkokDayStartMs(value.to) - bangkokDayStartMs(value.from)) / (24 * 60 * 60_000) + 1;
  if (days > MINIGAME_LIMITS.maxFigureDays) {
    ctx.addIssue({ code: 'custom', message: MINIGAME_MESSAGES.figureRangeTooLong, path: ['to'] });
  }
});
export type MinigameFiguresQuery = z.output<typeof minigameFiguresQuerySchema>;
