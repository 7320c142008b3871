import { z } from 'zod';
import { checkDateRange, dateRangeFields } from '../common/bangkok-days';
import { VALIDATION as M } from '../common/messages';
import { historyQuerySchema } from '../money/money';
import { OPERATOR_ROLES } from './permissions';

/**
 * The back office's own calls (decision 0070): operator accounts, the audit log, a member's status.
 * Response schemas are in `responses/operator.ts`.
 */

export const OPERATOR_USERNAME_MIN_LENGTH = 3;
export const OPERATOR_USERNAME_MAX_LENGTH = 32;
/** As long as the seeded operator's password may be (`SEED_OPERATOR_PASSWORD`, decision 0014). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 8;
export const OPERATOR_PASSWORD_MAX_LENGTH = 256;

/** The Thai messages of the operator-account form rules. */
export const OPERATOR_MESSAGES = {
  usernameRequired: '*กรุณากรอกชื่อผู้ใช้',
  usernameFormat: `*ชื่อผู้ใช้ต้องมี ${OPERATOR_USERNAME_MIN_LENGTH}-${OPERATOR_USERNAME_MAX_LENGTH} ตัวอักษร ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข จุด ขีดกลาง และขีดล่าง`,
  passwordMin: `*รหัสผ่านต้องมีอย่างน้อย ${OPERATOR_PASSWORD_MIN_LENGTH} ตัวอักษร`,
  passwordMax: `*รหัสผ่านต้องไม่เกิน ${OPERATOR_PASSWORD_MAX_LENGTH} ตัวอักษร`,
  roleRequired: '*กรุณาเลือกบทบาทของผู้ใช้',
  /** `POST /admin/members/{tel}/password-reset`: what the operator tells the member (decision 0092). */
  memberResetSmsSent: (tel: string, minutes: number) =>
    `ส่งรหัสสำหรับตั้งรหัสผ่านใหม่ทาง SMS ไปที่เบอร์ ${tel} แล้ว ให้สมาชิกกรอกรหัสในหน้าลืมรหัสผ่านภายใน ${minutes} นาที`,
} as const;

const operatorUsernameSchema = z
  .string({ error: OPERATOR_MESSAGES.usernameRequired })
  .trim()
  .min(1, OPERATOR_MESSAGES.usernameRequired)
  .regex(
    new RegExp(`^[A-Za-z0-9._-]{${OPERATOR_USERNAME_MIN_LENGTH},${OPERATOR_USERNAME_MAX_LENGTH}}$`),
    OPERATOR_MESSAGES.usernameFormat,
  );

const operatorPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_MESSAGES.passwordMin)
  .max(OPERATOR_PASSWORD_MAX_LENGTH, OPERATOR_MESSAGES.passwordMax);

const operatorRoleSchema = z.enum(OPERATOR_ROLES, { error: OPERATOR_MESSAGES.roleRequired });

/** `POST /admin/operators`. */
export const operatorCreateSchema = z.object({
  username: operatorUsernameSchema,
  password: operatorPasswordSchema,
  role: operatorRoleSchema,
});
export type OperatorCreatePayload = z.infer<typeof operatorCreateSchema>;

/** `PUT /admin/operators/{username}`: any of the three, at least one. */
export const operatorUpdateSchema = z
  .strictObject(
    {
      role: operatorRoleSchema.optional(),
      disabled: z.boolean({ error: M.invalidValue }).optional(),
      password: operatorPasswordSchema.optional(),
    },
    { error: M.invalidValue },
  )
  .refine((value) => Object.keys(value).length > 0, { message: M.invalidValue });
export type OperatorUpdatePayload = z.infer<typeof operatorUpdateSchema>;

/** `{username}` in a path: any name an account may have (one that fails is a 404, as an unknown one). */
export const operatorUsernameParamsSchema = z.object({
  username: z.string().min(1).max(64),
});

const optionalText = (max: number) =>
  z
    .string({ error: M.invalidValue })
    .trim()
    .max(max, M.textTooLong)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** `GET /admin/audit-log`: a page, newest first, filtered (decision 0094). */
export const auditLogQuerySchema = historyQuerySchema
  .extend({
    /** An operator's username (any case). */
    operator: optionalText(64),
    action: optionalText(100),
    targetType: optionalText(100),
    targetId: optionalText(100),
    ...dateRangeFields,
  })
  .superRefine(checkDateRange);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

// ---------------------------------------------------------------------------------------------
// A member, as an operator manages them

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** `{tel}` in an operator's path: a member's phone (anything else is a 404). */
export const memberTelParamsSchema = z.object({ tel: z.string().regex(/^\d{9,10}$/, M.invalidValue) });

/** `PUT /admin/members/{tel}/status`. */
export const memberStatusSchema = z.object({
  status: z.enum(MEMBER_STATUSES, { error: M.invalidValue }),
});
export type MemberStatusPayload = z.infer<typeof memberStatusSchema>;

/**
 * A member's level (SPEC.md §3 member_level: 'normal' or a named tier). The tiers, lowest first
 * (decision 0091); the member web shows any level but `normal` as a badge in upper case.
 */
export const MEMBER_LEVELS = ['normal', 'silver', 'gold', 'platinum', 'vip'] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

/** `PUT /admin/members/{tel}/level`. */
export const memberLevelSchema = z.object({
  level: z.enum(MEMBER_LEVELS, { error: M.memberLevelRequired }),
});
export type MemberLevelPayload = z.infer<typeof memberLevelSchema>;

export const MEMBER_LIST_SORTS = ['created_desc', 'created_asc', 'name_asc', 'credit_desc'] as const;
export type MemberListSort = (typeof MEMBER_LIST_SORTS)[number];
export const MEMBER_SEARCH_MAX_LENGTH = 100;

/**
 * `GET /admin/members`: `q` searches (decision 0094): digits match a phone by its start or a bank
 * account number anywhere in it; words match first or last names (each word, any case, anywhere).
 */
export const memberListQuerySchema = historyQuerySchema.extend({
  q: optionalText(MEMBER_SEARCH_MAX_LENGTH),
  status: z.enum(MEMBER_STATUSES, { error: M.invalidValue }).optional(),
  level: z.enum(MEMBER_LEVELS, { error: M.invalidValue }).optional(),
  sort: z.enum(MEMBER_LIST_SORTS, { error: M.invalidValue }).default('created_desc'),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;
