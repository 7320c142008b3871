import { z } from 'zod';
import {
  type CoinEntryType,
  CREDIT_USES,
  type CreditEntryType,
  type CreditUse,
  MINIGAME_KINDS,
  MINIGAME_SOUND_SLOTS,
  MINIGAME_WITHDRAWAL_STATUSES,
  type MinigameKind,
  type MinigameSoundSlot,
  type PlayPayment,
  PRIZE_KINDS,
  type PrizeKind,
} from './model';
import { bahtToSatang, satangToBaht } from '../money/amount';
import { bangkokDayStartMs, checkDateRange, dateRangeFields } from '../common/bangkok-days';
import { MINIGAME_HISTORY_LIMIT } from '../common/limits';
import { VALIDATION as M } from '../common/messages';
import { amountSchema, historyQuerySchema } from '../money/money';
import { totalWeight } from './draw';
import type { MinigameSettings, PrizeTableStats } from './answers';

/**
 * The mini-game service (issue 15, docs/api-minigame.md, decision 0120): the schemas of every body,
 * query and parameter, the shapes of every answer, its limits and the Thai texts the server answers.
 * The service runs at `/minigame/api/v1`. Baht on the wire (two decimals), satang in the database;
 * coins are whole numbers everywhere.
 */

// ---------------------------------------------------------------------------------------------
// The model
// The enumerations are model.ts (the answers read them too).
export const MINIGAME_LIMITS = {
  /** Rows of a member's history (`?limit`, SPEC.md §9). */
  historyDefault: MINIGAME_HISTORY_LIMIT,
  historyMax: 100,
  /** A game's slug: its address `/mini-game/play/{slug}`. */
  slugPattern: /^[a-z0-9][a-z0-9-]{1,31}$/,
  nameMaxLength: 50,
  labelMaxLength: 40,
  minPrizes: 2,
  maxPrizes: 12,
  /** A prize's weight: a whole number; the table's weights sum to at least 1. */
  maxWeight: 1_000_000,
  maxPrizeCoins: 100_000,
  maxCostCoins: 10_000,
  maxFreePlaysPerDay: 100,
  maxCreditExpiryDays: 365,
  maxCoinExpiryDays: 3650,
  maxCheckInCoins: 10_000,
  maxTurnoverMultiplier: 100,
  maxGrantCoins: 1_000_000,
  reasonMaxLength: 200,
  noteMaxLength: 500,
  /** A client seed: what the member types; ASCII so that the draw's message is the same bytes everywhere. */
  clientSeedPattern: /^[A-Za-z0-9_-]{1,64}$/,
  /** The widest range of the operator's daily figures. */
  maxFigureDays: 92,
  /** Days of figures without `from`. */
  defaultFigureDays: 7,
} as const;

// ---------------------------------------------------------------------------------------------
// Thai texts (members and operators see them)

export const MINIGAME_MESSAGES = {
  gameUnavailable: 'ไม่พบเกมนี้หรือเกมปิดให้บริการ',
  notEnoughCoins: 'เหรียญของคุณไม่พอสำหรับเล่นเกมนี้',
  notEnoughCredit: 'เครดิตมินิเกมของคุณไม่พอ',
  creditNotForPlay: 'เครดิตมินิเกมใช้เล่นเกมไม่ได้ในขณะนี้',
  creditNotForWallet: 'เครดิตมินิเกมย้ายเข้ากระเป๋าเงินไม่ได้ในขณะนี้',
  /** Followed by the turnover still needed, formatted `150.00 บาท`. */
  turnoverNotReached: 'ยอดเล่นเกมยังไม่ถึงเงื่อนไข ต้องเล่นเพิ่มอีก',
  gameBudgetReached: 'รางวัลของเกมนี้วันนี้หมดแล้ว กรุณากลับมาเล่นใหม่พรุ่งนี้',
  memberBudgetReached: 'วันนี้คุณได้รับรางวัลจากเกมนี้ครบตามที่กำหนดแล้ว กรุณากลับมาเล่นใหม่พรุ่งนี้',
  checkInOff: 'ไม่มีกิจกรรมเช็คอินในขณะนี้',
  alreadyCheckedIn: 'วันนี้คุณเช็คอินแล้ว',
  /** Followed by the minimum, formatted `20.00 บาท`. */
  belowMinimum: 'ยอดถอนขั้นต่ำ',
  notEnoughProfit: 'ยอดกำไรที่ถอนได้ไม่เพียงพอ',
  withdrawalNotPending: 'รายการนี้ได้รับการดำเนินการแล้ว',
  slugTaken: 'มีเกมที่ใช้ชื่อลิงก์นี้แล้ว',
  gameHasPlays: 'เกมนี้มีการเล่นแล้ว ลบไม่ได้ กรุณาปิดการใช้งานแทน',
  soundRequired: 'กรุณาเลือกไฟล์เสียง',
  soundTypeNotAllowed: 'รองรับเฉพาะไฟล์เสียง mp3 หรือ wav เท่านั้น',
  /** Followed by the limit, `(สูงสุด 2 MB)`. */
  soundTooLarge: 'ไฟล์เสียงมีขนาดใหญ่เกินกำหนด',
  // Form rules
  clientSeedInvalid: '*client seed ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ยาว 1-64 ตัว',
  slugInvalid: '*ชื่อลิงก์ต้องเป็นตัวอักษรภาษาอังกฤษตัวเล็ก ตัวเลข หรือ - ยาว 2-32 ตัว',
  nameRequired: '*กรุณากรอกชื่อเกม',
  kindInvalid: '*กรุณาเลือกรูปแบบเกม',
  costInvalid: '*ราคาต่อครั้งต้องเป็นจำนวนเหรียญเต็ม 1-10,000',
  freePlaysInvalid: '*จำนวนเล่นฟรีต่อวันต้องเป็นจำนวนเต็ม 0-100',
  prizesCount: '*ตารางรางวัลต้องมี 2-12 รายการ',
  prizeKindInvalid: '*กรุณาเลือกประเภทรางวัล',
  prizeCoinsInvalid: '*รางวัลเหรียญต้องเป็นจำนวนเต็ม 1-100,000',
  weightInvalid: '*น้ำหนักต้องเป็นจำนวนเต็ม 0-1,000,000',
  weightsZero: '*น้ำหนักรวมของตารางรางวัลต้องมากกว่า 0',
  creditExpiryInvalid: '*อายุเครดิตต้องเป็นจำนวนวันเต็ม 1-365',
  coinExpiryInvalid: '*อายุเหรียญต้องเป็นจำนวนวันเต็ม 1-3,650 หรือไม่กำหนด',
  checkInCoinsInvalid: '*เหรียญเช็คอินต้องเป็นจำนวนเต็ม 0-10,000',
  creditUseInvalid: '*กรุณาเลือกการใช้เครดิตมินิเกม',
  turnoverInvalid: '*จำนวนเท่าของยอดเล่นต้องเป็นจำนวนเต็ม 0-100',
  grantCoinsInvalid: '*จำนวนเหรียญต้องเป็นจำนวนเต็ม 1-1,000,000',
  figureRangeTooLong: '*เลือกช่วงวันที่ได้ไม่เกิน 92 วัน',
} as const;

/** The Thai texts a mini-game schema may carry (registered with the server's known messages). */
export const MINIGAME_SCHEMA_MESSAGES = MINIGAME_MESSAGES;

/** Names and labels the pages show for the server's codes. */
export const MINIGAME_LABELS = {
  kinds: { wheel: 'วงล้อนำโชค', card: 'เปิดไพ่ลุ้นรางวัล', box: 'เลือกกล่องสุ่ม' } satisfies Record<MinigameKind, string>,
  prizeKinds: { coins: 'เหรียญ', credit: 'เครดิตมินิเกม', profit: 'กำไร', nothing: 'ไม่ได้รางวัล' } satisfies Record<
    PrizeKind,
    string
  >,
  coinEntries: {
    deposit: 'ได้รับจากการฝากเงิน',
    check_in: 'เช็คอินรายวัน',
    grant: 'ได้รับจากโปรโมชั่น',
    prize: 'รางวัลจากมินิเกม',
    play: 'ใช้เล่นมินิเกม',
    expired: 'เหรียญหมดอายุ',
  } satisfies Record<CoinEntryType, string>,
  creditEntries: {
    prize: 'รางวัลจากมินิเกม',
    play: 'ใช้เล่นมินิเกม',
    to_wallet: 'ย้ายเข้ากระเป๋าเงิน',
    expired: 'เครดิตหมดอายุ',
  } satisfies Record<CreditEntryType, string>,
  payments: { free: 'เล่นฟรี', coins: 'ใช้เหรียญ', credit: 'ใช้เครดิตมินิเกม' } satisfies Record<PlayPayment, string>,
  sounds: { play: 'เสียงขณะเล่น', win: 'เสียงเมื่อได้รางวัล', lose: 'เสียงเมื่อไม่ได้รางวัล' } satisfies Record<
    MinigameSoundSlot,
    string
  >,
  /** The mini-games' transfer codes that reach a member's wallet, for the back office's ledger view. */
  walletTransfers: {
    minigame_credit_to_wallet: 'ย้ายเครดิตมินิเกมเข้ากระเป๋าเงิน',
    minigame_withdraw_post: 'ถอนกำไรมินิเกม',
  },
  creditUses: { wallet: 'ย้ายเข้ากระเป๋าเงินเมื่อทำยอดเล่นครบ', play: 'ใช้แทนเหรียญเล่นมินิเกม' } satisfies Record<
    CreditUse,
    string
  >,
} as const;

// ---------------------------------------------------------------------------------------------
// Prizes and their tables

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

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const weightSchema = wholeNumber(0, MINIGAME_LIMITS.maxWeight, MINIGAME_MESSAGES.weightInvalid);
const creditExpiryDaysSchema = wholeNumber(
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

export const isBahtPrize = (kind: PrizeKind): kind is 'credit' | 'profit' => kind === 'credit' || kind === 'profit';

/** Each prize with its index and probability. */
export function withProbabilities<P extends PrizeInput>(
  prizes: readonly P[],
): (P & { index: number; probability: number })[] {
  const total = totalWeight(prizes.map((prize) => prize.weight));
  return prizes.map((prize, index) => ({ ...prize, index, probability: prize.weight / total }));
}

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
  z.union([wholeNumber(min, max, message), z.null()], { error: message });

export const minigameSettingsSchema = z.object({
  depositBahtPerCoin: amountSchema.nullable(),
  checkInCoins: wholeNumber(0, MINIGAME_LIMITS.maxCheckInCoins, MINIGAME_MESSAGES.checkInCoinsInvalid),
  coinExpiryDays: wholeOrNull(1, MINIGAME_LIMITS.maxCoinExpiryDays, MINIGAME_MESSAGES.coinExpiryInvalid),
  creditUse: z.enum(CREDIT_USES, { error: MINIGAME_MESSAGES.creditUseInvalid }),
  creditTurnoverMultiplier: wholeNumber(0, MINIGAME_LIMITS.maxTurnoverMultiplier, MINIGAME_MESSAGES.turnoverInvalid),
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
  cost: wholeNumber(1, MINIGAME_LIMITS.maxCostCoins, MINIGAME_MESSAGES.costInvalid),
  freePlaysPerDay: wholeNumber(0, MINIGAME_LIMITS.maxFreePlaysPerDay, MINIGAME_MESSAGES.freePlaysInvalid),
  active: z.boolean({ error: M.invalidValue }),
  /** Baht of credit and profit prizes the game may pay in a Bangkok day (all members); null: no cap. */
  dailyBudget: budgetSchema,
  /** Baht of credit and profit prizes one member may win from the game in a Bangkok day; null: no cap. */
  memberDailyBudget: budgetSchema,
  /** Place in the members' list (ascending); unchanged when left out of an update, 0 for a new game. */
  sortOrder: wholeNumber(0, 1000, M.invalidValue).optional(),
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
  coins: wholeNumber(1, MINIGAME_LIMITS.maxGrantCoins, MINIGAME_MESSAGES.grantCoinsInvalid),
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
