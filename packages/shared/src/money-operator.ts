import { z } from 'zod';
import { MAX_TRANSACTION_BAHT } from './amount';
import { FREE_TEXT_MAX_LENGTH, PAYMENT_GATEWAY_CODES } from './limits';
import { VALIDATION as M } from './messages';
import { checkDateRange, dateRangeFields } from './bangkok-days';
import { perGateway } from './gateways';
import {
  GATEWAY_NAME_MAX_LENGTH,
  historyQuerySchema,
  type DepositRow,
  type MoneyStatus,
  type WithdrawRow,
} from './money';

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

/** The member of a queue row, as the queue screen shows them (their bank masked, decision 0090). */
export interface MoneyRowMember {
  tel: string;
  first_name: string;
  last_name: string;
  level: string;
  bank: { code: string; name: string; number_masked: string };
}

/** The operator's account a bank deposit was made to (when the member named it). */
export interface ReceivingAccount {
  id: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** What an operator sees of a row beyond what the member sees: who, when, decided by whom. */
interface AdminMoneyFields {
  member: MoneyRowMember;
  created_at: string;
  decided_at: string | null;
  /** The operator's username; null when undecided or decided by the system (a gateway, an expiry). */
  decided_by: string | null;
}
/** A row of `GET /admin/deposits`; `type` is the channel. */
export type AdminDepositRow = DepositRow & AdminMoneyFields & { receiving_account: ReceivingAccount | null };
/** A row of `GET /admin/withdrawals`; `bank` is where the money goes (the full number: the operator pays it). */
export type AdminWithdrawRow = WithdrawRow & AdminMoneyFields;

/** A count and a sum (baht). */
export interface CountAmount {
  count: number;
  amount: number;
}

/** One Bangkok day of `GET /admin/dashboard`'s series. */
export interface DashboardDay {
  day: string;
  /** Deposits approved that day (by the time of approval). */
  deposits_approved: CountAmount;
  /** Withdrawals approved (paid) that day. */
  withdrawals_approved: CountAmount;
  new_members: number;
}

/** `GET /admin/dashboard` (decision 0094). */
export interface Dashboard {
  /** Today, Asia/Bangkok. */
  day: string;
  today: {
    /** Rows created today, by their status now. */
    deposits: Record<MoneyStatus, CountAmount>;
    withdrawals: Record<MoneyStatus, CountAmount>;
    new_members: number;
  };
  /** What waits for an operator now, whatever the day it was made. */
  queues: { deposits_waiting: number; withdrawals_waiting: number };
  /** DASHBOARD_SERIES_DAYS days, oldest first, today last; days without rows are zeros. */
  series: DashboardDay[];
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
