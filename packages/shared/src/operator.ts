import { z } from 'zod';
import { VALIDATION as M } from './messages';
import { OPERATOR_ROLES, type OperatorRole } from './permissions';

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

/** A row of `GET /admin/operators`, and the answer of a create or an update. Never the hash. */
export interface OperatorAccount {
  username: string;
  role: OperatorRole;
  disabled: boolean;
  created_at: string;
  updated_at: string;
}

/** `GET /admin/me`. */
export interface OperatorMe {
  username: string;
  role: OperatorRole;
}

/** A row of `GET /admin/audit-log` (newest first): who did what to which row, before and after. */
export interface AuditLogEntry {
  id: number;
  at: string;
  operator: string;
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}

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

/** The answer of `PUT /admin/members/{tel}/status`. */
export interface MemberStatusResult {
  tel: string;
  status: MemberStatus;
}
