import { z } from 'zod';
import { VALIDATION as M } from '../common/messages';
import { amountSchema } from '../money/money';
import { BREAK_KINDS, LIMIT_PERIODS } from './model';

/**
 * Limits a member sets (issue 31, decision 0173): deposit limits per Asia/Bangkok calendar day, week
 * (Monday first) and month, and breaks. Raising or removing a limit waits 24 hours; lowering is at once.
 */

/** One limit: baht, or null for none. */
const limitValueSchema = amountSchema.nullable();

/**
 * `PUT /member/limits`: the limits the member wants (a period left out keeps what it has; null removes
 * it). `cancel_pending` lists periods whose pending raise is dropped.
 */
export const memberLimitsUpdateSchema = z
  .object({
    day: limitValueSchema.optional(),
    week: limitValueSchema.optional(),
    month: limitValueSchema.optional(),
    cancel_pending: z
      .array(z.enum(LIMIT_PERIODS, { error: M.invalidValue }))
      .max(3, M.invalidValue)
      .optional(),
  })
  .strict();
export type MemberLimitsUpdate = z.infer<typeof memberLimitsUpdateSchema>;

/** `POST /member/break`: the break the member starts (it cannot be undone). */
export const memberBreakStartSchema = z.object({ kind: z.enum(BREAK_KINDS, { error: M.invalidValue }) }).strict();
export type MemberBreakStart = z.infer<typeof memberBreakStartSchema>;

/** `POST /admin/members/{tel}/break/end`: an operator ends an indefinite break, with the reason. */
export const memberBreakEndSchema = z
  .object({ reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.textTooLong) })
  .strict();
export type MemberBreakEnd = z.infer<typeof memberBreakEndSchema>;
