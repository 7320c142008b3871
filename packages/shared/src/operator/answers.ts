import { z } from 'zod';
import { MEMBER_LEVELS, MEMBER_STATUSES } from './operator';
import { OPERATOR_ROLES, PERMISSIONS } from './permissions';
import { isoTimeSchema, pageOf } from '../common/answers';

export const operatorMeSchema = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});
/** `GET /admin/me`: who is signed in and what they may do (the back office draws its menus from it). */
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const operatorAccountSchema = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  created_at: isoTimeSchema,
  updated_at: isoTimeSchema,
});
/** A row of `GET /admin/operators`, and the answer of a create or an update. Never the hash. */
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorAccountListSchema = z.array(operatorAccountSchema);

/** A row of `GET /admin/audit-log` (newest first): who did what to which row, before and after. */
const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: isoTimeSchema,
  operator: z.string(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = pageOf(auditLogEntrySchema);

/** `GET /admin/audit-log/actions`: every action the log holds, for the filter's list. */
export const auditActionListSchema = z.array(z.string());

const memberStatusEnum = z.enum(MEMBER_STATUSES);

/** A row of `GET /admin/members`. */
const adminMemberRowSchema = z.object({
  tel: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  level: z.string(),
  status: memberStatusEnum,
  /** Baht. */
  credit: z.number(),
  bank: z.object({ code: z.string(), name: z.string(), number_masked: z.string() }),
  created_at: isoTimeSchema,
  /** The newest session's start; null when the member never signed in. */
  last_login_at: isoTimeSchema.nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberPageSchema = pageOf(adminMemberRowSchema);

export const adminMemberDetailSchema = z.object({
  profile: z.object({
    tel: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    line_id: z.string().nullable(),
    know_us: z.string().nullable(),
    level: z.string(),
    status: memberStatusEnum,
    /** Whether the member takes deposit bonuses (the register form's `bonus`). */
    bonus: z.union([z.literal(0), z.literal(1)]),
    created_at: isoTimeSchema,
    last_login_at: isoTimeSchema.nullable(),
    /** The latest activity report of any of their sessions. */
    last_seen_at: isoTimeSchema.nullable(),
  }),
  bank: z.object({ code: z.string(), name: z.string(), number: z.string(), number_masked: z.string() }),
  /** The wallet's balance (baht). Bonuses are paid into it: there is no separate bonus balance. */
  credit: z.number(),
  /** Baht. */
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
});
/** `GET /admin/members/{tel}`: the member page (decision 0090: the full account number is shown here). */
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** A row of `GET /admin/members/{tel}/sessions`, newest first. */
const adminMemberSessionSchema = z.object({
  id: z.string(),
  created_at: isoTimeSchema,
  expires_at: isoTimeSchema,
  /** The latest activity report made with it; null when none was. */
  last_seen_at: isoTimeSchema.nullable(),
  revoked_at: isoTimeSchema.nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  state: z.enum(['active', 'revoked', 'expired']),
});
export type AdminMemberSession = z.infer<typeof adminMemberSessionSchema>;

export const adminMemberSessionPageSchema = pageOf(adminMemberSessionSchema);

export const memberLevelResultSchema = z.object({
  tel: z.string(),
  level: z.enum(MEMBER_LEVELS),
});
/** The answer of `PUT /admin/members/{tel}/level`. */
export type MemberLevelResult = z.infer<typeof memberLevelResultSchema>;

export const memberPasswordResetResultSchema = z.object({
  tel: z.string(),
  sent: z.literal(true),
  expires_at: isoTimeSchema,
  expires_in_minutes: z.number().int(),
  /** What the operator tells the member, in Thai. */
  message: z.string(),
});
/** The answer of `POST /admin/members/{tel}/password-reset` (decision 0092): never the code. */
export type MemberPasswordResetResult = z.infer<typeof memberPasswordResetResultSchema>;
