import { z } from 'zod';
import { MAX_TRANSACTION_BAHT } from './amount';
import { FREE_TEXT_MAX_LENGTH } from '../common/limits';
import { VALIDATION as M } from '../common/messages';
import { checkDateRange, dateRangeFields } from '../common/bangkok-days';
import { GATEWAY_NAME_MAX_LENGTH, PAYMENT_GATEWAY_CODES, perGateway } from '../common/gateways';
import { historyQuerySchema, type MoneyStatus } from './money';

/** The operator's money calls (`/admin/...`): queue filters, payment settings, deposit accounts. */

export const MONEY_STATUSES = ['waiting_for_approve', 'approved', 'rejected', 'manual'] as const;
/** How money came in or went out (a row's `type`): bank transfer, a payment gateway, an operator's manual row. */
export const MONEY_CHANNELS = ['bank', ...PAYMENT_GATEWAY_CODES, 'manual'] as const;
export type MoneyChannel = (typeof MONEY_CHANNELS)[number];
/** Orders of the queues; "created" is the order rows were made in (their ids). */
export const MONEY_LIST_SORTS = ['created_asc', 'created_desc', 'amount_desc', 'amount_asc'] as const;
export type MoneyListSort = (typeof MONEY_LIST_SORTS)[number];

/** A member's phone in a filter: the whole number (9 or 10 digits). */
export const telFilterSchema = z
  .string({ error: M.invalidValue })
  .trim()
  .regex(/^\d{9,10}$/, M.invalidValue);

/**
 * `GET /admin/deposits`, `GET /admin/withdrawals` (and a member's own lists): a page, filtered by
 * status, Bangkok days of creation (`from`/`to` inclusive), member phone and channel, in an order.
 * Without `sort`, the waiting queue (`status=waiting_for_approve`) is oldest first, any other list
 * newest first (decision 0094).
 */
export const moneyListQuerySchema = historyQuerySchema
  .extend({
    status: z.enum(MONEY_STATUSES, { error: M.invalidValue }).optional(),
    ...dateRangeFields,
    tel: telFilterSchema.optional(),
    channel: z.enum(MONEY_CHANNELS, { error: M.invalidValue }).optional(),
    sort: z.enum(MONEY_LIST_SORTS, { error: M.invalidValue }).optional(),
  })
  .superRefine(checkDateRange);
export type MoneyListQuery = z.output<typeof moneyListQuerySchema>;

/** The order a list is given in when the query names none. */
export function defaultMoneySort(status: MoneyStatus | undefined): MoneyListSort {
  return status === 'waiting_for_approve' ? 'created_asc' : 'created_desc';
}

export const DASHBOARD_SERIES_DAYS = 14;

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
    gateways: z
      .array(z.enum(PAYMENT_GATEWAY_CODES, { error: M.invalidValue }), { error: M.invalidValue })
      .max(PAYMENT_GATEWAY_CODES.length),
    /** Thai names members see; a gateway left out keeps its name. */
    gatewayNames: z
      .object(
        perGateway(() => text(GATEWAY_NAME_MAX_LENGTH)),
        { error: M.invalidValue },
      )
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
