import { z } from 'zod';
import { isoTimeSchema, pageOf } from '../common/answers';
import { REVIEW_REASONS, STATEMENT_LINE_STATES, STATEMENT_SOURCE_KINDS } from './statements';

const sourceRefSchema = z.object({ id: z.number().int(), kind: z.enum(STATEMENT_SOURCE_KINDS), name: z.string() });

/** A member as the review screen shows them: enough to tell who sent the money. */
const candidateMemberSchema = z.object({
  id: z.number().int(),
  tel: z.string(),
  name: z.string(),
  bank_code: z.string(),
  bank_number: z.string(),
  status: z.enum(['active', 'disabled']),
});
export type CandidateMember = z.infer<typeof candidateMemberSchema>;

export const adminStatementLineSchema = z.object({
  id: z.number().int(),
  source: sourceRefSchema,
  state: z.enum(STATEMENT_LINE_STATES),
  /** Why it waits for review; null otherwise. */
  reason: z.enum(REVIEW_REASONS).nullable(),
  /** The text as it arrived (an SMS, a file's row, the wallet feed's item). */
  raw: z.string(),
  /** What the parser read; null for an unparsed line. */
  bank: z.string().nullable(),
  amount: z.number().nullable(),
  occurred_at: isoTimeSchema.nullable(),
  /** The receiving account's digits as the line shows them. */
  receiving_account: z.string().nullable(),
  sender_account: z.string().nullable(),
  sender_name: z.string().nullable(),
  /** Who it was credited to, through which deposit. */
  member: candidateMemberSchema.nullable(),
  deposit_id: z.number().int().nullable(),
  /** The line this one repeats (`duplicate`). */
  duplicate_of: z.number().int().nullable(),
  note: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: isoTimeSchema.nullable(),
  created_at: isoTimeSchema,
});
/** A row of `GET /admin/statement-lines`. */
export type AdminStatementLine = z.infer<typeof adminStatementLineSchema>;
export const adminStatementLinePageSchema = pageOf(adminStatementLineSchema);

/** `GET /admin/statement-lines/{id}/candidates`: who could take a waiting line, for the operator to choose. */
export const statementLineCandidatesSchema = z.object({
  /** Open bank deposit requests of the line's amount within the window. */
  requests: z.array(
    z.object({
      deposit_id: z.number().int(),
      amount: z.number(),
      created_at: isoTimeSchema,
      member: candidateMemberSchema,
    }),
  ),
  /** Members whose registered account or name fits the line's sender. */
  members: z.array(candidateMemberSchema),
});
export type StatementLineCandidates = z.infer<typeof statementLineCandidatesSchema>;

export const adminStatementSourceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STATEMENT_SOURCE_KINDS),
  name: z.string(),
  deposit_account: z
    .object({ id: z.number().int(), bankCode: z.string(), accountNumber: z.string(), accountName: z.string() })
    .nullable(),
  is_active: z.boolean(),
  last_line_at: isoTimeSchema.nullable(),
  /** No line for longer than the settings' silentAfterMinutes (an active source only). */
  silent: z.boolean(),
  lines_today: z.number().int(),
});
/** A row of `GET /admin/statement-sources`: a source and its health. */
export type AdminStatementSource = z.infer<typeof adminStatementSourceSchema>;
export const adminStatementSourceListSchema = z.array(adminStatementSourceSchema);
/** `POST /admin/statement-sources` (and a new token): the token, shown this once. */
export const statementSourceWithTokenSchema = adminStatementSourceSchema.extend({ token: z.string() });
export type StatementSourceWithToken = z.infer<typeof statementSourceWithTokenSchema>;

export const autoDepositSettingsAnswerSchema = z.object({
  enabled: z.boolean(),
  sources: z.object({ bank_sms: z.boolean(), statement_file: z.boolean(), truemoney: z.boolean() }),
  ceiling: z.number(),
  windowMinutes: z.number().int(),
  noReportNeeded: z.boolean(),
  silentAfterMinutes: z.number().int(),
});

/** `GET /admin/auto-deposit/summary`: the dashboard's card. */
export const autoDepositSummarySchema = z.object({
  /** Bank deposits approved today (Bangkok day), and how many of them automatically. */
  approved_today: z.number().int(),
  approved_automatically_today: z.number().int(),
  waiting_review: z.number().int(),
  silent_sources: z.array(z.object({ id: z.number().int(), name: z.string(), last_line_at: isoTimeSchema.nullable() })),
});
export type AutoDepositSummary = z.infer<typeof autoDepositSummarySchema>;

/** The forwarder's answer: the line stored (or the one it repeats) and its state. */
export const smsWebhookAnswerSchema = z.object({
  id: z.number().int(),
  state: z.enum(STATEMENT_LINE_STATES),
  duplicate: z.boolean(),
});

/** `POST /admin/statement-files`: what became of the file's rows. */
export const statementFileImportSchema = z.object({
  /** Credits read from the file, and of them: new lines, lines seen before (skipped), credited at once, waiting. */
  lines: z.number().int(),
  stored: z.number().int(),
  duplicates: z.number().int(),
  matched: z.number().int(),
  review: z.number().int(),
  /** Rows that are not credits (debits, balances). */
  skipped: z.number().int(),
  /** Rows that looked like transactions but could not be read, for the operator to check in the file. */
  rejected: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type StatementFileImport = z.infer<typeof statementFileImportSchema>;

/** `POST /admin/sandbox/truemoney-transfers`: the transfer as the sandbox feed shows it. */
export const sandboxTrueMoneyTransferAnswerSchema = z.object({
  transactionId: z.string(),
  amount: z.number(),
  /** Masked as a wallet's history shows it (`081-xxx-5678`). */
  senderPhone: z.string(),
  senderName: z.string().nullable(),
  occurredAt: isoTimeSchema,
});
export type SandboxTrueMoneyTransfer = z.infer<typeof sandboxTrueMoneyTransferAnswerSchema>;
