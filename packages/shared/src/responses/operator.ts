import { z } from 'zod';
import type { AuditLogEntry, OperatorAccount, OperatorMe } from '../operator';
import { OPERATOR_ROLES } from '../permissions';
import { isoTimeSchema, pageOf } from './common';

export const operatorMeSchema = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
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
