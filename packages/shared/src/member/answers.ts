import { z } from 'zod';
import type { BankListItem, LoginResult, MemberProfile, OperatorLoginResult } from '../common/api';
import type { ForgotPasswordResult, ResetPasswordResult, SmsOutboxRow } from '../content/content';
import { MEMBER_STATUSES, type MemberStatusResult } from '../operator/operator';
import { OPERATOR_ROLES } from '../operator/permissions';
import { pageOf } from '../common/answers';

export const loginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
}) satisfies z.ZodType<LoginResult>;

export const operatorLoginResultSchema = loginResultSchema.extend({
  role: z.enum(OPERATOR_ROLES),
}) satisfies z.ZodType<OperatorLoginResult>;

export const memberProfileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tel: z.string(),
  member_level: z.string(),
  bank: z.object({ code: z.string(), name: z.string(), number: z.string(), number_masked: z.string() }),
  line_id: z.string().nullable(),
  know_us: z.string().nullable(),
  bonus: z.union([z.literal(0), z.literal(1)]),
  game_username: z.string(),
}) satisfies z.ZodType<MemberProfile>;

export const bankListSchema = z.array(
  z.object({ code: z.string(), name: z.string() }) satisfies z.ZodType<BankListItem>,
);

export const registeredSchema = z.object({ tel: z.string() });
export const loggedOutSchema = z.object({ logged_out: z.boolean() });
export const updatedSchema = z.object({ updated: z.boolean() });
export const recordedSchema = z.object({ recorded: z.boolean() });

export const forgotPasswordResultSchema = z.object({
  requested: z.literal(true),
  message: z.string(),
  expires_in_minutes: z.number().int(),
}) satisfies z.ZodType<ForgotPasswordResult>;

export const resetPasswordResultSchema = z.object({
  updated: z.literal(true),
  message: z.string(),
}) satisfies z.ZodType<ResetPasswordResult>;

export const smsOutboxPageSchema = pageOf(
  z.object({
    id: z.number().int(),
    tel: z.string(),
    text: z.string(),
    created_at: z.string(),
    status: z.enum(['outbox', 'sending', 'sent', 'failed']),
    error: z.string().nullable(),
  }) satisfies z.ZodType<SmsOutboxRow>,
);

/** `GET /health`. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const memberStatusResultSchema = z.object({
  tel: z.string(),
  status: z.enum(MEMBER_STATUSES),
}) satisfies z.ZodType<MemberStatusResult>;
