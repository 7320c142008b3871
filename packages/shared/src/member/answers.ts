import { z } from 'zod';
import { MEMBER_STATUSES } from '../operator/operator';
import { OPERATOR_ROLES } from '../operator/permissions';
import { pageOf } from '../common/answers';

export const loginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
/** `POST /member/login` and `POST /admin/login`. */
export type LoginResult = z.infer<typeof loginResultSchema>;

export const operatorLoginResultSchema = loginResultSchema.extend({
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorLoginResult = z.infer<typeof operatorLoginResultSchema>;

export const memberProfileSchema = z.object({
  /** The member's id: the name of their own realtime channel (`member:{id}`). */
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tel: z.string(),
  member_level: z.string(),
  /** `number` is the member's own full number; screens show `number_masked` (`maskAccountNumber`). */
  bank: z.object({ code: z.string(), name: z.string(), number: z.string(), number_masked: z.string() }),
  line_id: z.string().nullable(),
  know_us: z.string().nullable(),
  bonus: z.union([z.literal(0), z.literal(1)]),
  /** The member's username at the game provider (`gameUsername`, decision 0040). */
  game_username: z.string(),
});
/** `GET /member/profile`. */
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** `GET /member/bank`: the banks a member may register with. */
const bankListItemSchema = z.object({ code: z.string(), name: z.string() });
export type BankListItem = z.infer<typeof bankListItemSchema>;

export const bankListSchema = z.array(bankListItemSchema);

/** `referred`: whether the registration's `prefix` attached a referrer (decision 0018). */
export const registeredSchema = z.object({ tel: z.string(), referred: z.boolean() });
export const loggedOutSchema = z.object({ logged_out: z.boolean() });
export const updatedSchema = z.object({ updated: z.boolean() });
export const recordedSchema = z.object({ recorded: z.boolean() });

export const forgotPasswordResultSchema = z.object({
  requested: z.literal(true),
  message: z.string(),
  /** Minutes the code stays valid. */
  expires_in_minutes: z.number().int(),
  /** Sent back with the code (`POST /member/resetpassword`): the code belongs to this request only. */
  request_id: z.string(),
});
/** The same answer whether the phone is registered or not. */
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;

export const resetPasswordResultSchema = z.object({
  updated: z.literal(true),
  message: z.string(),
});
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;

/** A row of `GET /admin/sms-outbox`. */
const smsOutboxRowSchema = z.object({
  id: z.number().int(),
  tel: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** `outbox` (no provider configured), `sending`, `sent` or `failed` (decision 0081). */
  status: z.enum(['outbox', 'sending', 'sent', 'failed']),
  /** The provider's refusal or the network error, when it failed. */
  error: z.string().nullable(),
});
export type SmsOutboxRow = z.infer<typeof smsOutboxRowSchema>;

export const smsOutboxPageSchema = pageOf(smsOutboxRowSchema);

/** `GET /health`. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const memberStatusResultSchema = z.object({
  tel: z.string(),
  status: z.enum(MEMBER_STATUSES),
});
/** The answer of `PUT /admin/members/{tel}/status`. */
export type MemberStatusResult = z.infer<typeof memberStatusResultSchema>;
