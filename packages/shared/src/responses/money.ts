import { z } from 'zod';
import { perGateway } from '../gateways';
import { PAYMENT_GATEWAY_CODES } from '../limits';
import type { MemberCredit } from '../api';
import type { CombineSettings, DepositBankAccount, DepositRow, GatewayPayment, WithdrawRow } from '../money';
import type {
  AdminDepositRow,
  AdminWithdrawRow,
  CountAmount,
  Dashboard,
  DashboardDay,
  MoneyRowMember,
  ReceivingAccount,
} from '../money-operator';
import { isoTimeSchema, pageOf } from './common';

const moneyStatusSchema = z.enum(['waiting_for_approve', 'approved', 'rejected', 'manual']);

export const memberCreditSchema = z.object({ credit: z.number() }) satisfies z.ZodType<MemberCredit>;

export const depositBankAccountListSchema = z.array(
  z.object({
    id: z.number().int(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    isActive: z.literal(true),
  }) satisfies z.ZodType<DepositBankAccount>,
);

export const combineSettingsSchema = z.object({
  credit_min: z.number(),
  bank_transfer: z.boolean(),
  promptpay: z.string().nullable(),
  accountNamePp: z.string().nullable(),
  truemoney: z.string().nullable(),
  accountNameTmn: z.string().nullable(),
  tmnAuto: z.boolean(),
  gateways: z.array(z.enum(PAYMENT_GATEWAY_CODES)),
  gatewayNames: z.object(perGateway(() => z.string())),
}) satisfies z.ZodType<CombineSettings>;

export const depositRowSchema = z.object({
  id: z.number().int(),
  bank_time: z.string(),
  amount: z.number(),
  status: moneyStatusSchema,
  type: z.enum(['bank', ...PAYMENT_GATEWAY_CODES, 'manual']),
  promotionId: z.number().int().nullable(),
  annotation: z.string().nullable(),
  reference: z.string().nullable(),
}) satisfies z.ZodType<DepositRow>;

export const withdrawRowSchema = z.object({
  id: z.number().int(),
  bank_time: z.string(),
  amount: z.number(),
  status: moneyStatusSchema,
  type: z.enum(['bank', 'manual']),
  promotionId: z.null(),
  annotation: z.string().nullable(),
  bank: z.object({ code: z.string(), name: z.string(), number: z.string() }),
}) satisfies z.ZodType<WithdrawRow>;

export const depositPageSchema = pageOf(depositRowSchema);
export const withdrawPageSchema = pageOf(withdrawRowSchema);

export const gatewayPaymentSchema = z.object({
  deposit_id: z.number().int(),
  provider: z.enum(PAYMENT_GATEWAY_CODES),
  reference: z.string(),
  amount: z.number(),
  qr_payload: z.string(),
  qr_image: z.string(),
  payment_url: z.string(),
  expires_at: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
}) satisfies z.ZodType<GatewayPayment>;

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
}) satisfies z.ZodType<MoneyRowMember>;

const adminMoneyFields = {
  member: moneyRowMemberSchema,
  created_at: isoTimeSchema,
  decided_at: isoTimeSchema.nullable(),
  decided_by: z.string().nullable(),
};

export const receivingAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
}) satisfies z.ZodType<ReceivingAccount>;

export const adminDepositRowSchema = depositRowSchema.extend({
  ...adminMoneyFields,
  receiving_account: receivingAccountSchema.nullable(),
}) satisfies z.ZodType<AdminDepositRow>;
export const adminWithdrawRowSchema = withdrawRowSchema.extend(adminMoneyFields) satisfies z.ZodType<AdminWithdrawRow>;
export const adminDepositPageSchema = pageOf(adminDepositRowSchema);
export const adminWithdrawPageSchema = pageOf(adminWithdrawRowSchema);

const countAmountSchema = z.object({ count: z.number().int(), amount: z.number() }) satisfies z.ZodType<CountAmount>;
const byStatusSchema = z.object({
  waiting_for_approve: countAmountSchema,
  approved: countAmountSchema,
  rejected: countAmountSchema,
  manual: countAmountSchema,
});

export const dashboardSchema = z.object({
  day: z.string(),
  today: z.object({ deposits: byStatusSchema, withdrawals: byStatusSchema, new_members: z.number().int() }),
  queues: z.object({ deposits_waiting: z.number().int(), withdrawals_waiting: z.number().int() }),
  series: z.array(
    z.object({
      day: z.string(),
      deposits_approved: countAmountSchema,
      withdrawals_approved: countAmountSchema,
      new_members: z.number().int(),
    }) satisfies z.ZodType<DashboardDay>,
  ),
}) satisfies z.ZodType<Dashboard>;

/** A decision's answer: the row after it. */
export const decidedRowSchema = z.union([depositRowSchema, withdrawRowSchema]);

/** A member's wallet movement (`kind` is the transfer's code, `counterparty` the other account's). */
export const ledgerPageSchema = pageOf(
  z.object({
    id: z.number().int(),
    at: z.string(),
    amount: z.number(),
    kind: z.string(),
    counterparty: z.string(),
    balance_after: z.number(),
  }),
);

export const adminDepositBankAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  isActive: z.boolean(),
});
