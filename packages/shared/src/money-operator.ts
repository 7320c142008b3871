import { z } from 'zod';
import { MAX_TRANSACTION_BAHT } from './amount';
import { FREE_TEXT_MAX_LENGTH, PAYMENT_GATEWAY_CODES } from './limits';
import { VALIDATION as M } from './messages';
import { GATEWAY_NAME_MAX_LENGTH, historyQuerySchema } from './money';

/** The operator's money calls (`/admin/...`): queue filters, payment settings, deposit accounts. */

/** `GET /admin/deposits`, `GET /admin/withdrawals`: a page, optionally of one status. */
export const moneyListQuerySchema = historyQuerySchema.extend({
  status: z.enum(['waiting_for_approve', 'approved', 'rejected', 'manual'], { error: M.invalidValue }).optional(),
});

const text = (max = FREE_TEXT_MAX_LENGTH) =>
  z.string({ error: M.invalidValue }).trim().min(1, M.invalidValue).max(max, M.textTooLong);
const digits = (min: number, max: number) =>
  z
    .string({ error: M.invalidValue })
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), M.invalidValue);

/** `PUT /admin/settings/payment`: any of the `GET /combine` fields. */
export const paymentSettingsSchema = z
  .object({
    credit_min: z.number({ error: M.invalidValue }).min(0, M.invalidValue).max(MAX_TRANSACTION_BAHT, M.amountTooLarge),
    bank_transfer: z.boolean({ error: M.invalidValue }),
    promptpay: digits(10, 15).nullable(),
    accountNamePp: text().nullable(),
    truemoney: digits(10, 15).nullable(),
    accountNameTmn: text().nullable(),
    tmnAuto: z.boolean({ error: M.invalidValue }),
    gateways: z.array(z.enum(PAYMENT_GATEWAY_CODES, { error: M.invalidValue }), { error: M.invalidValue }).max(2),
    /** Thai names members see; a gateway left out keeps its name. */
    gatewayNames: z
      .object({ cp: text(GATEWAY_NAME_MAX_LENGTH), ppyp: text(GATEWAY_NAME_MAX_LENGTH) }, { error: M.invalidValue })
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export type PaymentSettingsPayload = z.infer<typeof paymentSettingsSchema>;

/** `POST /admin/deposit-bank-accounts`. */
export const depositBankAccountSchema = z.object({
  bankCode: z.string({ error: M.bankRequired }).trim().min(1, M.bankRequired).max(32, M.invalidValue),
  accountNumber: digits(10, 15),
  accountName: text(),
  isActive: z.boolean({ error: M.invalidValue }).default(true),
});
/** `PUT /admin/deposit-bank-accounts/{id}`. */
export const depositBankAccountUpdateSchema = depositBankAccountSchema.partial();

/** `POST /admin/payments/{reference}/mark-paid` (sandbox). */
export const paymentReferenceParamsSchema = z.object({ reference: z.string().max(100) });
