import { z } from 'zod';
import { VALIDATION as M } from '../common/messages';
import { depositRowSchema } from '../money/answers';
import { amountSchema } from '../money/money';
import { SLIP_RESULTS } from './slip-texts';
import { STATEMENT_LINE_STATES } from './statements';

/**
 * A member's transfer slip on their bank deposit request (issue 30, decision 0163): the server reads
 * its QR, asks the verifier for the transfer and approves the request when the slip proves it.
 * `POST /api/member/deposits/{id}/slip`, multipart, the image (JPEG or PNG) in `file`.
 */

export const slipAnswerSchema = z.object({
  result: z.enum(SLIP_RESULTS),
  deposit: depositRowSchema,
});
/** The answer of a slip upload. */
export type SlipAnswer = z.infer<typeof slipAnswerSchema>;

/**
 * `POST /api/admin/sandbox/bank-transfers` (sandbox only): the demo's sandbox bank makes a transfer to
 * one of the site's deposit accounts, from the member of `senderTel` when given.
 */
export const sandboxBankTransferSchema = z.object({
  depositBankAccountId: z
    .number({ error: M.invalidValue })
    .int(M.invalidValue)
    .positive(M.invalidValue)
    .max(999_999_999_999_999, M.invalidValue),
  amount: amountSchema,
  senderTel: z
    .string({ error: M.invalidValue })
    .regex(/^0\d{9}$/, M.invalidValue)
    .optional(),
});
export type SandboxBankTransferInput = z.infer<typeof sandboxBankTransferSchema>;

/** The sandbox bank's transfer: its reference, the slip the member's app would show, the site's SMS of it. */
export const sandboxBankTransferAnswerSchema = z.object({
  transRef: z.string(),
  sendingBank: z.string(),
  /** `data:image/png;base64,…` */
  slip: z.string(),
  /** The credit notification the site's phone receives, in SCB's format. */
  smsText: z.string(),
  /**
   * The statement line the SMS became: the bank sends it to the account's active phone source, whose
   * forwarder posts it (null when the account has none, or bank SMS sources are off).
   */
  line: z.object({ id: z.number().int(), state: z.enum(STATEMENT_LINE_STATES) }).nullable(),
});
export type SandboxBankTransfer = z.infer<typeof sandboxBankTransferAnswerSchema>;
