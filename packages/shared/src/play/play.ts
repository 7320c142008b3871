import { z } from 'zod';
import { amountError } from '../money/amount';
import { checkDateRange, dateRangeFields } from '../common/bangkok-days';
import { VALIDATION as M } from '../common/messages';
import { historyQuerySchema } from '../money/money';

/**
 * Play for real (issue 13, decisions 0100-0104): the seamless wallet that game providers call
 * (`POST /api/games/{provider}/{operation}`), the member's games, launch and history, and the
 * operator's providers, rounds and GGR.
 */

/** What a provider may ask the wallet (the last segment of `/api/games/{provider}/{operation}`). */
export const PLAY_OPERATIONS = ['authenticate', 'balance', 'bet', 'win', 'refund', 'end-round'] as const;
export type PlayOperation = (typeof PLAY_OPERATIONS)[number];

/** A provider's signed body may be this far (ms) from the wallet's clock, either way. */
export const PLAY_TIMESTAMP_TOLERANCE_MS = 5 * 60_000;
/** A launch token is good once, for this long (ms). */
export const PLAY_LAUNCH_TOKEN_TTL_MS = 5 * 60_000;
/** The header carrying the provider's hex HMAC-SHA256 of the raw body. */
export const PLAY_SIGNATURE_HEADER = 'x-signature';
/** The in-process sandbox provider (decision 0105). */
export const SANDBOX_PROVIDER_CODE = 'sandbox';

/** A provider's code: lowercase letters, digits, `_` and `-`, 2 to 32 characters. */
export const PLAY_PROVIDER_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{1,31}$/;
/** A game's code within its provider. */
export const PLAY_GAME_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Thai texts of play: the wallet's refusals and the operator's forms. */
export const PLAY_TEXTS = {
  insufficientFunds: 'ยอดเงินคงเหลือไม่พอสำหรับการเดิมพัน',
  unknownMember: 'ไม่พบสมาชิกนี้',
  unknownRound: 'ไม่พบรอบการเล่นนี้',
  roundEnded: 'รอบการเล่นนี้จบแล้ว',
  betRefunded: 'รายการเดิมพันนี้ถูกคืนเงินแล้ว',
  tokenInvalid: 'โทเคนเข้าเกมไม่ถูกต้อง ใช้แล้ว หรือหมดอายุ',
  staleTimestamp: 'เวลาของรายการไม่อยู่ในช่วงที่ยอมรับ',
  /** A reused transaction id whose operation differs from the first (decision 0101), by what differs. */
  existsWithDifferentKind: 'รหัสรายการนี้ใช้กับรายการประเภทอื่นแล้ว',
  existsWithDifferentMember: 'รหัสรายการนี้ใช้กับสมาชิกคนอื่นแล้ว',
  existsWithDifferentRound: 'รหัสรายการนี้ใช้กับรอบการเล่นอื่นแล้ว',
  existsWithDifferentAmount: 'รหัสรายการนี้ใช้กับจำนวนเงินอื่นแล้ว',
  providerExists: 'มีค่ายเกมรหัสนี้แล้ว',
  gameUnavailable: 'ไม่พบเกมนี้หรือค่ายเกมปิดอยู่',
  memberDisabled: 'บัญชีนี้ถูกระงับ ไม่สามารถเข้าเล่นเกมได้',
  sandboxName: 'ค่ายทดลอง',
  sandboxSlotName: 'สล็อตผลไม้',
  sandboxHiloName: 'ไฮโล',
  codeInvalid: 'รหัสต้องเป็นตัวอักษรภาษาอังกฤษตัวเล็ก ตัวเลข _ หรือ - 2 ถึง 32 ตัว',
  nameRequired: 'กรุณากรอกชื่อ',
  launchUrlInvalid: 'ลิงก์เข้าเกมต้องขึ้นต้นด้วย / หรือ https://',
  secretTooShort: 'รหัสลับต้องยาวอย่างน้อย 32 ตัวอักษร',
  gamesDuplicate: 'รหัสเกมซ้ำกัน',
} as const;

/** The Thai texts a play schema may carry (registered with the server's known messages). */
export const PLAY_SCHEMA_MESSAGES = PLAY_TEXTS;

// ---------------------------------------------------------------------------------------------
// The provider-facing wallet API (server to server, signed)

const timestampSchema = z
  .number({ error: M.invalidValue })
  .int(M.invalidValue)
  .min(0, M.invalidValue)
  .max(8_640_000_000_000_000, M.invalidValue);
const refSchema = z.string({ error: M.invalidValue }).trim().min(1, M.invalidValue).max(128, M.invalidValue);
const memberRefSchema = z.string({ error: M.invalidValue }).trim().min(1, M.invalidValue).max(32, M.invalidValue);

/** A stake: baht > 0 with at most two decimals (as every amount). */
const stakeSchema = z.unknown().superRefine((value, ctx) => {
  const message = amountError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
}) as unknown as z.ZodType<number>;

/** A win: baht ≥ 0 with at most two decimals (0 = a losing round). */
const winAmountSchema = z.unknown().superRefine((value, ctx) => {
  if (value === 0) return;
  const message = amountError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
}) as unknown as z.ZodType<number>;

export const playRequestSchemas = {
  authenticate: z.object({
    timestamp: timestampSchema,
    token: z.string({ error: M.invalidValue }).min(1, M.invalidValue).max(256, M.invalidValue),
  }),
  balance: z.object({ timestamp: timestampSchema, member: memberRefSchema }),
  bet: z.object({
    timestamp: timestampSchema,
    member: memberRefSchema,
    round_id: refSchema,
    transaction_id: refSchema,
    amount: stakeSchema,
    game: z.string({ error: M.invalidValue }).trim().max(64, M.invalidValue).nullish(),
  }),
  win: z.object({
    timestamp: timestampSchema,
    member: memberRefSchema,
    round_id: refSchema,
    transaction_id: refSchema,
    amount: winAmountSchema,
  }),
  refund: z.object({ timestamp: timestampSchema, member: memberRefSchema, transaction_id: refSchema }),
  'end-round': z.object({ timestamp: timestampSchema, member: memberRefSchema, round_id: refSchema }),
} as const satisfies Record<PlayOperation, z.ZodType>;
export type PlayRequest<O extends PlayOperation> = z.output<(typeof playRequestSchemas)[O]>;

/** `/games/{provider}/{operation}`: an unknown operation or a malformed code is a 404. */
export const playProviderParamsSchema = z.object({
  provider: z.string().regex(PLAY_PROVIDER_CODE_PATTERN, M.invalidValue),
  operation: z.enum(PLAY_OPERATIONS),
});

export const playLaunchSchema = z.object({
  provider: z.string({ error: M.invalidValue }).regex(PLAY_PROVIDER_CODE_PATTERN, M.invalidValue),
  game: z.string({ error: M.invalidValue }).regex(PLAY_GAME_CODE_PATTERN, M.invalidValue),
});
export type PlayLaunchPayload = z.infer<typeof playLaunchSchema>;

export const PLAY_ROUND_STATUSES = ['open', 'ended', 'refunded'] as const;
export type PlayRoundStatus = (typeof PLAY_ROUND_STATUSES)[number];

export const playHistoryQuerySchema = historyQuerySchema;

// ---------------------------------------------------------------------------------------------
// The operator's calls

const gameSchema = z.object({
  code: z.string({ error: M.invalidValue }).regex(PLAY_GAME_CODE_PATTERN, M.invalidValue),
  name: z.string({ error: PLAY_TEXTS.nameRequired }).trim().min(1, PLAY_TEXTS.nameRequired).max(100, M.invalidValue),
  image: z.string({ error: M.invalidValue }).trim().max(500, M.invalidValue),
});

const launchUrlSchema = z
  .string({ error: PLAY_TEXTS.launchUrlInvalid })
  .trim()
  .max(500, PLAY_TEXTS.launchUrlInvalid)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*)$/, PLAY_TEXTS.launchUrlInvalid);

/** `PUT /admin/play/providers/{code}`: a provider's settings; `secret` only when it changes. */
export const playProviderUpdateSchema = z.object({
  name: z.string({ error: PLAY_TEXTS.nameRequired }).trim().min(1, PLAY_TEXTS.nameRequired).max(100, M.invalidValue),
  secret: z
    .string({ error: PLAY_TEXTS.secretTooShort })
    .min(32, PLAY_TEXTS.secretTooShort)
    .max(256, M.invalidValue)
    .regex(/^[\x21-\x7e]+$/, M.invalidValue)
    .optional(),
  active: z.boolean({ error: M.invalidValue }),
  launchUrl: launchUrlSchema,
  games: z
    .array(gameSchema, { error: M.invalidValue })
    .max(200, M.invalidValue)
    .refine((games) => new Set(games.map((g) => g.code)).size === games.length, PLAY_TEXTS.gamesDuplicate)
    .optional(),
});
export type PlayProviderUpdate = z.output<typeof playProviderUpdateSchema>;
export type PlayProviderUpdatePayload = z.input<typeof playProviderUpdateSchema>;

/** `POST /admin/play/providers`: a new provider. */
export const playProviderCreateSchema = playProviderUpdateSchema.extend({
  code: z.string({ error: PLAY_TEXTS.codeInvalid }).regex(PLAY_PROVIDER_CODE_PATTERN, PLAY_TEXTS.codeInvalid),
});
export type PlayProviderCreate = z.output<typeof playProviderCreateSchema>;
export type PlayProviderCreatePayload = z.input<typeof playProviderCreateSchema>;

export const playProviderCodeParamsSchema = z.object({
  code: z.string().regex(PLAY_PROVIDER_CODE_PATTERN, M.invalidValue),
});

/** `GET /admin/play/ggr?from&to` (Bangkok days, both inclusive). */
export const playGgrQuerySchema = z.object(dateRangeFields).superRefine(checkDateRange);
export type PlayGgrQuery = z.output<typeof playGgrQuerySchema>;
