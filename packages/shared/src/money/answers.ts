import { z } from 'zod';
import { payoutSummarySchema } from '../payouts/answers';
import { PAYOUT_STOPS } from '../payouts/model';
import { PAYMENT_GATEWAY_CODES, perGateway } from '../common/gateways';
import { isoTimeSchema, pageOf } from '../common/answers';

const moneyStatusSchema = z.enum(['waiting_for_approve', 'approved', 'rejected', 'manual']);

export const memberCreditSchema = z.object({ credit: z.number() });
/** `GET /credit`. */
export type MemberCredit = z.infer<typeof memberCreditSchema>;

/** `GET /deposit-bank-account`: the operator's active accounts. */
const depositBankAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  isActive: z.literal(true),
});
export type DepositBankAccount = z.infer<typeof depositBankAccountSchema>;

export const depositBankAccountListSchema = z.array(depositBankAccountSchema);

export const combineSettingsSchema = z.object({
  credit_min: z.number(),
  bank_transfer: z.boolean(),
  promptpay: z.string().nullable(),
  accountNamePp: z.string().nullable(),
  truemoney: z.string().nullable(),
  accountNameTmn: z.string().nullable(),
  tmnAuto: z.boolean(),
  /** Bank transfers are credited automatically from the site's statement (issue 30): the deposit page says so. */
  autoDeposit: z.boolean(),
  gateways: z.array(z.enum(PAYMENT_GATEWAY_CODES)),
  /** The Thai name members see for each gateway (the operator's, else DEFAULT_GATEWAY_NAMES). */
  gatewayNames: z.object(perGateway(() => z.string())),
});
/** `GET /combine`: deposit channels and the minimum withdrawal (SPEC.md §3 General settings, Deposit state). */
export type CombineSettings = z.infer<typeof combineSettingsSchema>;

export const depositRowSchema = z.object({
  id: z.number().int(),
  bank_time: z.string(),
  amount: z.number(),
  status: moneyStatusSchema,
  type: z.enum(['bank', ...PAYMENT_GATEWAY_CODES, 'manual']),
  promotionId: z.number().int().nullable(),
  /** Why it was decided so, when there is a reason: the operator's note, or `paymentExpired` (decision 0082). */
  annotation: z.string().nullable(),
  /** A gateway deposit's payment (`GET /member/payment/{reference}`, the QR page); null for other types. */
  reference: z.string().nullable(),
  /** Satang were added to the amount to make it unique: the member transfers exactly `amount` (issue 30). */
  exactAmount: z.boolean(),
  /** Approved by the statement matcher, not by an operator. */
  automatic: z.boolean(),
});
/** A row of `GET /member/reportdeposit` (and the answer of a deposit request). */
export type DepositRow = z.infer<typeof depositRowSchema>;

export const withdrawRowSchema = z.object({
  id: z.number().int(),
  bank_time: z.string(),
  amount: z.number(),
  status: moneyStatusSchema,
  type: z.enum(['bank', 'manual']),
  promotionId: z.null(),
  annotation: z.string().nullable(),
  bank: z.object({ code: z.string(), name: z.string(), number: z.string() }),
});
/** A row of `GET /member/reportwithdraw` (and the answer of a withdrawal request). */
export type WithdrawRow = z.infer<typeof withdrawRowSchema>;

export const depositPageSchema = pageOf(depositRowSchema);
export const withdrawPageSchema = pageOf(withdrawRowSchema);

export const gatewayPaymentSchema = z.object({
  deposit_id: z.number().int(),
  provider: z.enum(PAYMENT_GATEWAY_CODES),
  reference: z.string(),
  amount: z.number(),
  /** EMVCo PromptPay payload encoded in the QR. */
  qr_payload: z.string(),
  /** PNG data URL of the QR. */
  qr_image: z.string(),
  payment_url: z.string(),
  expires_at: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
});
/** `POST /member/{provider}/deposit` and `GET /member/payment/{reference}`. */
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

/** A gateway's callback, and the back office's sandbox mark-paid: whether this call credited the deposit. */
export const creditedSchema = z.object({ credited: z.boolean() });

/** The back office's sandbox expire: whether this call rejected the payment's deposit as expired. */
export const expiredSchema = z.object({ expired: z.boolean() });

// Operator -------------------------------------------------------------------------------------

const moneyRowMemberSchema = z.object({
  tel: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  level: z.string(),
  bank: z.object({ code: z.string(), name: z.string(), number_masked: z.string() }),
});
/** The member of a queue row, as the queue screen shows them (their bank masked, decision 0090). */
export type MoneyRowMember = z.infer<typeof moneyRowMemberSchema>;

/** What an operator sees of a row beyond what the member sees: who, when, decided by whom. */
const adminMoneyFields = {
  member: moneyRowMemberSchema,
  created_at: isoTimeSchema,
  decided_at: isoTimeSchema.nullable(),
  /** The operator's username; null when undecided or decided by the system (a gateway, an expiry). */
  decided_by: z.string().nullable(),
};

export const receivingAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
/** The operator's account a bank deposit was made to (when the member named it). */
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const adminDepositRowSchema = depositRowSchema.extend({
  ...adminMoneyFields,
  receiving_account: receivingAccountSchema.nullable(),
});
/** A row of `GET /admin/deposits`; `type` is the channel. */
export type AdminDepositRow = z.infer<typeof adminDepositRowSchema>;
export const adminWithdrawRowSchema = withdrawRowSchema.extend({
  ...adminMoneyFields,
  /** Baht the member still has to play of their open turnover requirements now (0: none, decision 0174). */
  turnover_left: z.number(),
  /** Why it waits for an operator: the first automatic-payout rule it did not pass, or its payout failed (decision 0175). */
  auto_stop: z.enum(PAYOUT_STOPS).nullable(),
  /** Its automatic payout, when it was sent to one. */
  payout: payoutSummarySchema.nullable(),
});
/** A row of `GET /admin/withdrawals`; `bank` is where the money goes (the full number: the operator pays it). */
export type AdminWithdrawRow = z.infer<typeof adminWithdrawRowSchema>;
export const adminDepositPageSchema = pageOf(adminDepositRowSchema);
export const adminWithdrawPageSchema = pageOf(adminWithdrawRowSchema);

const countAmountSchema = z.object({ count: z.number().int(), amount: z.number() });
/** A count and a sum (baht). */
export type CountAmount = z.infer<typeof countAmountSchema>;
const byStatusSchema = z.object({
  waiting_for_approve: countAmountSchema,
  approved: countAmountSchema,
  rejected: countAmountSchema,
  manual: countAmountSchema,
});

/** One Bangkok day of `GET /admin/dashboard`'s series. */
const dashboardDaySchema = z.object({
  day: z.string(),
  /** Deposits approved that day (by the time of approval). */
  deposits_approved: countAmountSchema,
  /** Withdrawals approved (paid) that day. */
  withdrawals_approved: countAmountSchema,
  new_members: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** What waits for an operator now, whatever the day it was made. */
export const queueCountsSchema = z.object({
  deposits_waiting: z.number().int(),
  withdrawals_waiting: z.number().int(),
});
/** `GET /admin/queue-counts`: the numbers beside the queues in the back office's menu. */
export type QueueCounts = z.infer<typeof queueCountsSchema>;

export const dashboardSchema = z.object({
  /** Today, Asia/Bangkok. */
  day: z.string(),
  today: z.object({
    /** Rows created today, by their status now. */
    deposits: byStatusSchema,
    withdrawals: byStatusSchema,
    new_members: z.number().int(),
  }),
  queues: queueCountsSchema,
  /** DASHBOARD_SERIES_DAYS days, oldest first, today last; days without rows are zeros. */
  series: z.array(dashboardDaySchema),
});
/** `GET /admin/dashboard` (decision 0094). */
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A decision's answer: the row after it. */
export const decidedRowSchema = z.union([depositRowSchema, withdrawRowSchema]);

/** A member's wallet movement (`kind` is the transfer's code, `counterparty` the other account's). */
export const ledgerRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Baht, signed from the wallet's side: + in, - out. */
  amount: z.number(),
  kind: z.string(),
  counterparty: z.string(),
  balance_after: z.number(),
});
/** A row of `GET /admin/members/{tel}/ledger`. */
export type LedgerRow = z.infer<typeof ledgerRowSchema>;
export const ledgerPageSchema = pageOf(ledgerRowSchema);

export const adminDepositBankAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  isActive: z.boolean(),
});
