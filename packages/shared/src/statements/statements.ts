import { z } from 'zod';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, TEL_LENGTH } from '../common/limits';
import { VALIDATION as M } from '../common/messages';
import { amountSchema, historyQuerySchema } from '../money/money';

/**
 * Automatic deposits (issue 30, decision 0161): statement lines from sources (a bank's credit
 * notifications forwarded from a phone, a bank's statement file, the TrueMoney wallet's feed), matched
 * to members' deposit requests and credited when the match is unique; everything doubtful waits for
 * an operator's review.
 */

/** Where statement lines come from. */
export const STATEMENT_SOURCE_KINDS = ['bank_sms', 'statement_file', 'truemoney'] as const;
export type StatementSourceKind = (typeof STATEMENT_SOURCE_KINDS)[number];

/**
 * A line's state: credited by the matcher (`matched_auto`) or by an operator (`matched_manual`),
 * waiting for an operator (`review`), not a credit the parsers know (`unparsed`), dismissed by an
 * operator (`dismissed`), or the same line arrived again (`duplicate`, never matched).
 */
export const STATEMENT_LINE_STATES = [
  'matched_auto',
  'matched_manual',
  'review',
  'unparsed',
  'dismissed',
  'duplicate',
] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

/** Why a line waits for an operator rather than being credited. */
export const REVIEW_REASONS = [
  /** Automatic matching is off (the setting, or the source's kind is off). */
  'auto_off',
  /** The receiving account is none of the site's active deposit accounts. */
  'unknown_account',
  /** The line is older than the matching window. */
  'too_old',
  /** No open request of this amount, and the sender alone does not identify a member. */
  'no_match',
  /** The line does not say who sent it, and its amount is not the unique amount of one open request. */
  'sender_unknown',
  /** More than one open request or member could take the line. */
  'several_candidates',
  /** The sender's account or name is not the registered one of the member whose request has this amount. */
  'sender_mismatch',
  /** Above the operator's automatic ceiling. */
  'above_ceiling',
  /** The member is disabled. */
  'member_inactive',
  /** The member has a withdrawal waiting: a deposit is not accepted now (SPEC.md §8). */
  'withdrawal_waiting',
  /** A line of another source with the same account, amount and time was credited already. */
  'possible_duplicate',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** The largest automatic ceiling and the matching window's bounds. */
export const AUTO_DEPOSIT_LIMITS = {
  windowMinutes: { min: 5, max: 24 * 60 },
  silentMinutes: { min: 5, max: 7 * 24 * 60 },
  /** The satang added to make an amount unique: 1 to 99. */
  uniqueSatangMax: 99,
} as const;

const wholeNumber = (min: number, max: number) =>
  z.number({ error: M.invalidValue }).int(M.invalidValue).min(min, M.invalidValue).max(max, M.invalidValue);

/** `PUT /admin/auto-deposit/settings`: the operator's rules of automatic deposits. */
export const autoDepositSettingsSchema = z.strictObject(
  {
    /** Match and credit lines automatically; off, every line waits for review. */
    enabled: z.boolean({ error: M.invalidValue }),
    /** Which kinds of source are read (a source of a kind that is off is refused with 403). */
    sources: z.strictObject({
      bank_sms: z.boolean({ error: M.invalidValue }),
      statement_file: z.boolean({ error: M.invalidValue }),
      truemoney: z.boolean({ error: M.invalidValue }),
    }),
    /** Lines above this (baht) wait for review. */
    ceiling: amountSchema,
    /** A request matches a line only when made within this many minutes of the transfer, either side. */
    windowMinutes: wholeNumber(AUTO_DEPOSIT_LIMITS.windowMinutes.min, AUTO_DEPOSIT_LIMITS.windowMinutes.max),
    /** "ไม่ต้องแจ้งฝาก": a line whose sender identifies exactly one member credits them without a request. */
    noReportNeeded: z.boolean({ error: M.invalidValue }),
    /** A source silent for longer shows a warning on the dashboard. */
    silentAfterMinutes: wholeNumber(AUTO_DEPOSIT_LIMITS.silentMinutes.min, AUTO_DEPOSIT_LIMITS.silentMinutes.max),
  },
  { error: M.invalidValue },
);
export type AutoDepositSettings = z.output<typeof autoDepositSettingsSchema>;

export const STATEMENT_SOURCE_NAME_MAX_LENGTH = 60;

/** `POST /admin/statement-sources`: a source, with the deposit account it reads (a phone forwards one account's notifications). */
export const statementSourceCreateSchema = z.strictObject(
  {
    kind: z.enum(STATEMENT_SOURCE_KINDS, { error: M.invalidValue }),
    name: z
      .string({ error: M.invalidValue })
      .trim()
      .min(1, M.invalidValue)
      .max(STATEMENT_SOURCE_NAME_MAX_LENGTH, M.textTooLong),
    /** The site's deposit account the source reports on (null for the TrueMoney feed). */
    depositBankAccountId: z.number({ error: M.invalidValue }).int(M.invalidValue).positive(M.invalidValue).nullable(),
  },
  { error: M.invalidValue },
);
export type StatementSourceCreate = z.output<typeof statementSourceCreateSchema>;

/** `PATCH /admin/statement-sources/{id}`: switch a source on or off. */
export const statementSourceUpdateSchema = z.strictObject(
  { isActive: z.boolean({ error: M.invalidValue }) },
  { error: M.invalidValue },
);

/**
 * The forwarder's call, `POST /api/statements/sms` (Bearer: the source's token). Fields a forwarder app
 * adds of its own (its device name, the SMS sender id) are accepted and not kept.
 */
export const SMS_TEXT_MAX_LENGTH = 1_000;
export const smsWebhookSchema = z.object(
  {
    /** The notification's text, as the bank sent it. */
    text: z.string({ error: M.invalidValue }).min(1, M.invalidValue).max(SMS_TEXT_MAX_LENGTH, M.textTooLong),
    /** When the phone received it (ISO 8601); the server's time when left out. */
    receivedAt: z.iso.datetime({ offset: true, error: M.invalidValue }).optional(),
  },
  { error: M.invalidValue },
);
export type SmsWebhook = z.output<typeof smsWebhookSchema>;

/** `GET /admin/statement-lines`: a page (as the money lists), by source kind, source and state. */
export const statementLineQuerySchema = historyQuerySchema.extend({
  state: z.enum(STATEMENT_LINE_STATES, { error: M.invalidValue }).optional(),
  kind: z.enum(STATEMENT_SOURCE_KINDS, { error: M.invalidValue }).optional(),
  source: z
    .string({ error: M.invalidValue })
    .regex(/^\d{1,18}$/, M.invalidValue)
    .optional(),
});
export type StatementLineQuery = z.output<typeof statementLineQuerySchema>;

/**
 * `POST /admin/statement-lines/{id}/match`: credit a waiting line to a member's open request
 * (`depositId`), or to a member without one (`memberId`: a deposit is made and approved).
 */
export const statementLineMatchSchema = z
  .strictObject(
    {
      depositId: z.number({ error: M.invalidValue }).int(M.invalidValue).positive(M.invalidValue).optional(),
      memberId: z.number({ error: M.invalidValue }).int(M.invalidValue).positive(M.invalidValue).optional(),
      note: z.string({ error: M.invalidValue }).trim().max(FREE_TEXT_MAX_LENGTH, M.textTooLong).optional(),
    },
    { error: M.invalidValue },
  )
  .refine((body) => (body.depositId === undefined) !== (body.memberId === undefined), { error: M.invalidValue });
export type StatementLineMatch = z.output<typeof statementLineMatchSchema>;

/** `POST /admin/statement-lines/{id}/dismiss`: nothing is credited; the note says why. */
export const statementLineDismissSchema = z.strictObject(
  {
    note: z
      .string({ error: M.reasonRequired })
      .trim()
      .min(1, M.reasonRequired)
      .max(FREE_TEXT_MAX_LENGTH, M.textTooLong),
  },
  { error: M.invalidValue },
);

/** What the server answers about statement lines and sources (Thai: operators read them). */
export const STATEMENT_MESSAGES = {
  alreadyDecided: 'รายการนี้ถูกดำเนินการไปแล้ว',
  notMatchable: 'รายการนี้ไม่มียอดเงินให้จับคู่ กรุณาเลือกไม่นำเข้า',
  amountMismatch: 'ยอดของรายการเดินบัญชีไม่ตรงกับยอดที่แจ้งฝาก',
  notOpenRequest: 'รายการแจ้งฝากนี้ไม่ได้รอตรวจสอบแล้ว',
  withdrawalWaiting: 'สมาชิกมีรายการถอนรอดำเนินการ ยังเติมเครดิตไม่ได้',
  memberInactive: 'สมาชิกถูกระงับ',
  sourceOff: 'แหล่งข้อมูลนี้ถูกปิดอยู่',
  sourceKindMismatch: 'แหล่งข้อมูลนี้ไม่ใช่ชนิดที่ใช้กับช่องทางนี้',
  accountRequired: 'กรุณาเลือกบัญชีรับฝากของแหล่งข้อมูลนี้',
  accountUnavailable: 'ไม่พบบัญชีรับฝากนี้ หรือบัญชีถูกปิดอยู่',
  fileRequired: 'กรุณาเลือกไฟล์ Statement',
  fileTooLarge: 'ไฟล์มีขนาดใหญ่เกินกำหนด',
  fileUnreadable: 'อ่านไฟล์ไม่ได้ กรุณาอัปโหลดไฟล์ CSV ที่ส่งออกจากธนาคาร',
  fileWrongLayout: 'รูปแบบไฟล์ไม่ตรงกับธนาคารของบัญชีนี้',
  fileAccountMismatch: 'เลขบัญชีในไฟล์ไม่ตรงกับบัญชีของแหล่งข้อมูลนี้',
} as const;

/** The banks whose statement exports are read (decision 0162). */
export const STATEMENT_FILE_BANKS = ['kbnk', 'scb'] as const;

/** `POST /admin/statement-files` (multipart): the file in `file`, and the source it belongs to. */
export const statementFileFieldsSchema = z.strictObject(
  { sourceId: z.string({ error: M.invalidValue }).regex(/^\d{1,18}$/, M.invalidValue) },
  { error: M.invalidValue },
);

/** How often the TrueMoney feed is read (decision 0164): the scheduled job's interval. */
export const TRUEMONEY_FEED_EVERY_MS = 30_000;

/**
 * `POST /admin/sandbox/truemoney-transfers` (sandbox only): a transfer into the site's TrueMoney
 * wallet, as the sandbox feed then shows it (the sender's phone masked, as a wallet's history does).
 */
export const sandboxTrueMoneyTransferSchema = z.strictObject(
  {
    amount: amountSchema,
    /** The sender's wallet phone: 10 digits starting with 0. */
    senderPhone: z.string({ error: M.invalidValue }).regex(new RegExp(`^0\\d{${TEL_LENGTH - 1}}$`), M.telLength),
    senderName: z
      .string({ error: M.invalidValue })
      .trim()
      .min(1, M.invalidValue)
      .max(NAME_MAX_LENGTH * 2 + 1, M.textTooLong)
      .optional(),
  },
  { error: M.invalidValue },
);
export type SandboxTrueMoneyTransferInput = z.output<typeof sandboxTrueMoneyTransferSchema>;
