import { z } from 'zod';
import { PRIZE_KINDS, type PrizeKind } from './model';
import { MINIGAME_LABELS, MINIGAME_LIMITS, MINIGAME_MESSAGES } from './rules';
import { bahtToSatang, satangToBaht } from '../money/amount';
import { VALIDATION as M } from '../common/messages';
import { wholeNumberSchema } from '../common/validation';
import { amountSchema } from '../money/money';
import { totalWeight } from './draw';
import type { PrizeTableStats } from './operator-answers';

/** A mini-game's prizes and their tables (decision 0120): what the operator writes, checked, labelled and weighed. */

/** A prize as the operator writes it. `amount`: coins (whole) for `coins`, baht for `credit` and `profit`, 0 for `nothing`. */
export interface PrizeInput {
  kind: PrizeKind;
  amount: number;
  /** Days a credit prize lasts (credit only). */
  creditExpiryDays: number | null;
  weight: number;
  /** What the member sees; null: the default (`prizeLabel`). */
  label: string | null;
}

const weightSchema = wholeNumberSchema(0, MINIGAME_LIMITS.maxWeight, MINIGAME_MESSAGES.weightInvalid);
const creditExpiryDaysSchema = wholeNumberSchema(
  1,
  MINIGAME_LIMITS.maxCreditExpiryDays,
  MINIGAME_MESSAGES.creditExpiryInvalid,
);

export const prizeInputSchema = z
  .object({
    kind: z.enum(PRIZE_KINDS, { error: MINIGAME_MESSAGES.prizeKindInvalid }),
    amount: z.unknown().optional(),
    creditExpiryDays: creditExpiryDaysSchema.nullish(),
    weight: weightSchema,
    label: z
      .string({ error: M.invalidValue })
      .trim()
      .max(MINIGAME_LIMITS.labelMaxLength, M.textTooLong)
      .nullish()
      .transform((label) => label || null),
  })
  .superRefine((prize, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (prize.kind === 'nothing') {
      if (prize.amount !== undefined && prize.amount !== null && prize.amount !== 0) issue(M.invalidValue, 'amount');
    } else if (prize.kind === 'coins') {
      const coins = prize.amount;
      if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 1 || coins > MINIGAME_LIMITS.maxPrizeCoins) {
        issue(MINIGAME_MESSAGES.prizeCoinsInvalid, 'amount');
      }
    } else {
      const result = amountSchema.safeParse(prize.amount);
      if (!result.success) issue(result.error.issues[0]?.message ?? M.invalidValue, 'amount');
    }
    if (prize.kind === 'credit' && (prize.creditExpiryDays === undefined || prize.creditExpiryDays === null)) {
      issue(MINIGAME_MESSAGES.creditExpiryInvalid, 'creditExpiryDays');
    }
  })
  .transform((prize): PrizeInput => ({
    kind: prize.kind,
    amount: prize.kind === 'nothing' ? 0 : (prize.amount as number),
    creditExpiryDays: prize.kind === 'credit' ? (prize.creditExpiryDays ?? null) : null,
    weight: prize.weight,
    label: prize.label,
  }));

/** A prize table: 2 to 12 prizes whose weights sum to at least 1. */
export const prizeTableSchema = z
  .array(prizeInputSchema, { error: MINIGAME_MESSAGES.prizesCount })
  .min(MINIGAME_LIMITS.minPrizes, MINIGAME_MESSAGES.prizesCount)
  .max(MINIGAME_LIMITS.maxPrizes, MINIGAME_MESSAGES.prizesCount)
  .refine((prizes) => prizes.some((prize) => prize.weight > 0), MINIGAME_MESSAGES.weightsZero);

/** The default label of a prize: `10 เหรียญ`, `เครดิต 5.00 บาท`, `กำไร 20.00 บาท`, `ไม่ได้รางวัล`. */
export function prizeLabel(prize: Pick<PrizeInput, 'kind' | 'amount' | 'label'>): string {
  if (prize.label) return prize.label;
  const baht = (amount: number) =>
    amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  switch (prize.kind) {
    case 'coins':
      return `${prize.amount.toLocaleString('en-US')} เหรียญ`;
    case 'credit':
      return `เครดิต ${baht(prize.amount)} บาท`;
    case 'profit':
      return `กำไร ${baht(prize.amount)} บาท`;
    default:
      return MINIGAME_LABELS.prizeKinds.nothing;
  }
}

/** Probabilities and expected values of a table: the back office shows them while editing, the server stores none. */
export function prizeTableStats(prizes: readonly Pick<PrizeInput, 'kind' | 'amount' | 'weight'>[]): PrizeTableStats {
  const total = totalWeight(prizes.map((prize) => prize.weight));
  const ev = (kind: PrizeKind) =>
    prizes.reduce((sum, prize) => (prize.kind === kind ? sum + prize.amount * prize.weight : sum), 0) / total;
  const evCredit = satangToBaht(bahtToSatang(ev('credit')));
  const evProfit = satangToBaht(bahtToSatang(ev('profit')));
  return {
    totalWeight: total,
    evCoins: Math.round(ev('coins') * 10_000) / 10_000,
    evCredit,
    evProfit,
    evBaht: satangToBaht(bahtToSatang(evCredit) + bahtToSatang(evProfit)),
    maxPrizeBaht: Math.max(
      0,
      ...prizes.filter((prize) => prize.weight > 0 && isBahtPrize(prize.kind)).map((prize) => prize.amount),
    ),
  };
}

/**
 * What a play pays back on average, in coins: the coins won, and the baht won (credit and profit) at the
 * settings' price of a coin in credit (`creditPricePerCoin` baht is 1 coin). Compared with a game's cost in
 * coins, it is the table's return per play; the back office shows its change before a new table is saved.
 */
export function expectedCoinsPerPlay(
  stats: Pick<PrizeTableStats, 'evCoins' | 'evBaht'>,
  creditPricePerCoin: number,
): number {
  const bahtInCoins = creditPricePerCoin > 0 ? stats.evBaht / creditPricePerCoin : 0;
  return Math.round((stats.evCoins + bahtInCoins) * 10_000) / 10_000;
}

export const isBahtPrize = (kind: PrizeKind): kind is 'credit' | 'profit' => kind === 'credit' || kind === 'profit';

/** Each prize with its index and probability. */
export function withProbabilities<P extends PrizeInput>(
  prizes: readonly P[],
): (P & { index: number; probability: number })[] {
  const total = totalWeight(prizes.map((prize) => prize.weight));
  return prizes.map((prize, index) => ({ ...prize, index, probability: prize.weight / total }));
}
