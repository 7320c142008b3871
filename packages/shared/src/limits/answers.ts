import { z } from 'zod';
import { isoTimeSchema } from '../common/answers';
import { BREAK_KINDS, LIMIT_PERIODS } from './model';

/** One period's limit as the member and the operator see it (baht). */
const periodLimitSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force; null: none. */
  limit: z.number().nullable(),
  /** A raise or removal waiting for its time: `pending_limit` (null: the removal) from `pending_effective_at`. */
  pending: z.object({ limit: z.number().nullable(), effective_at: isoTimeSchema }).nullable(),
  /** Deposits counted in the current period (waiting and approved). */
  used: z.number(),
  /** What may still be deposited in this period; null without a limit. */
  left: z.number().nullable(),
  period_start: isoTimeSchema,
  period_end: isoTimeSchema,
});
export type PeriodLimit = z.infer<typeof periodLimitSchema>;

export const memberBreakSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BREAK_KINDS),
  started_at: isoTimeSchema,
  /** null: indefinite. */
  ends_at: isoTimeSchema.nullable(),
  /** An indefinite break ended by an operator. */
  ended_at: isoTimeSchema.nullable(),
});
export type MemberBreak = z.infer<typeof memberBreakSchema>;

export const memberLimitsSchema = z.object({
  limits: z.array(periodLimitSchema),
  /** The break in force, or null. */
  break: memberBreakSchema.nullable(),
});
export type MemberLimits = z.infer<typeof memberLimitsSchema>;

/** The member page's section: the member's view plus the break history and who ended what. */
export const adminMemberLimitsSchema = memberLimitsSchema.extend({
  breaks: z.array(memberBreakSchema.extend({ ended_by: z.string().nullable(), end_reason: z.string().nullable() })),
});
export type AdminMemberLimits = z.infer<typeof adminMemberLimitsSchema>;
