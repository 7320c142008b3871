import { z } from 'zod';
import {
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminMemberSession,
  type AuditLogEntry,
  MEMBER_LEVELS,
  MEMBER_STATUSES,
  type MemberLevelResult,
  type MemberPasswordResetResult,
  type OperatorAccount,
  type OperatorMe,
} from './operator';
import { OPERATOR_ROLES, PERMISSIONS } from './permissions';
import { isoTimeSchema, pageOf } from '../common/answers';

export const operatorMeSchema = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
}) satisfies z.ZodType<OperatorMe>;

export const operatorAccountSchema = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  created_at: isoTimeSchema,
  updated_at: isoTimeSchema,
}) satisfies z.ZodType<OperatorAccount>;

export const operatorAccountListSchema = z.array(operatorAccountSchema);

export const auditLogPageSchema = pageOf(
  z.object({
    id: z.number().int(),
    at: isoTimeSchema,
    operator: z.string(),
    action: z.string(),
    target: z.object({ type: z.string(), id: z.string() }),
    before: z.unknown(),
    after: z.unknown(),
  }) satisfies z.ZodType<AuditLogEntry>,
);

/** `GET /admin/audit-log/actions`: every action the log holds, for the filter's list. */
export const auditActionListSchema = z.array(z.string());

const memberStatusEnum = z.enum(MEMBER_STATUSES);

export const adminMemberPageSchema = pageOf(
  z.object({
    tel: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    level: z.string(),
    status: memberStatusEnum,
    credit: z.number(),
    bank: z.object({ code: z.string(), name: z.string(), number_masked: z.string() }),
    created_at: isoTimeSchema,
    last_login_at: isoTimeSchema.nullable(),
  }) satisfies z.ZodType<AdminMemberRow>,
);

export const adminMemberDetailSchema = z.object({
  profile: z.object({
    tel: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    line_id: z.string().nullable(),
    know_us: z.string().nullable(),
    level: z.string(),
    status: memberStatusEnum,
    bonus: z.union([z.literal(0), z.literal(1)]),
    created_at: isoTimeSchema,
    last_login_at: isoTimeSchema.nullable(),
    last_seen_at: isoTimeSchema.nullable(),
  }),
  bank: z.object({ code: z.string(), name: z.string(), number: z.string(), number_masked: z.string() }),
  credit: z.number(),
  totals: z.object({
    deposited: z.number(),
    withdrawn: z.number(),
    manual_credit: z.number(),
    manual_debit: z.number(),
    bonus: z.number(),
  }),
  counts: z.object({
    deposits: z.number().int(),
    deposits_waiting: z.number().int(),
    withdrawals: z.number().int(),
    withdrawals_waiting: z.number().int(),
    bonuses: z.number().int(),
    sessions_active: z.number().int(),
  }),
}) satisfies z.ZodType<AdminMemberDetail>;

export const adminMemberSessionPageSchema = pageOf(
  z.object({
    id: z.string(),
    created_at: isoTimeSchema,
    expires_at: isoTimeSchema,
    last_seen_at: isoTimeSchema.nullable(),
    revoked_at: isoTimeSchema.nullable(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    state: z.enum(['active', 'revoked', 'expired']),
  }) satisfies z.ZodType<AdminMemberSession>,
);

export const memberLevelResultSchema = z.object({
  tel: z.string(),
  level: z.enum(MEMBER_LEVELS),
}) satisfies z.ZodType<MemberLevelResult>;

export const memberPasswordResetResultSchema = z.object({
  tel: z.string(),
  sent: z.literal(true),
  expires_at: isoTimeSchema,
  expires_in_minutes: z.number().int(),
  message: z.string(),
}) satisfies z.ZodType<MemberPasswordResetResult>;
