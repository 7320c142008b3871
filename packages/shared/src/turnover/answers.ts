import { z } from 'zod';
import { isoTimeSchema } from '../common/answers';
import { FORFEIT_RULES, TURNOVER_SOURCES, TURNOVER_STATUSES } from './model';
import { turnoverSettingsSchema } from './turnover';

/** One requirement as the member and the operator see it (baht). */
export const turnoverRequirementSchema = z.object({
  id: z.number().int(),
  source: z.enum(TURNOVER_SOURCES),
  /** The promotion's name when it opened (or the source's name). */
  title: z.string(),
  bonus: z.number(),
  required: z.number(),
  played: z.number(),
  left: z.number(),
  status: z.enum(TURNOVER_STATUSES),
  opened_at: isoTimeSchema,
  closed_at: isoTimeSchema.nullable(),
  /** What a forfeit took back; null unless forfeited. */
  forfeited: z.number().nullable(),
});
export type TurnoverRequirement = z.infer<typeof turnoverRequirementSchema>;

/** `GET /member/turnover`: the open requirements, their sum, and what giving up would take back. */
export const memberTurnoverSchema = z.object({
  open: z.array(turnoverRequirementSchema),
  required: z.number(),
  played: z.number(),
  /** Baht still to play before a withdrawal; 0: none open. */
  left: z.number(),
  forfeit_rule: z.enum(FORFEIT_RULES),
  /** Baht a forfeit now would take from the wallet. */
  forfeit_amount: z.number(),
  /** Whole baht below which the open requirements end. */
  played_away: z.number(),
});
export type MemberTurnover = z.infer<typeof memberTurnoverSchema>;

/** `POST /member/turnover/forfeit`. */
export const turnoverForfeitedSchema = z.object({ removed: z.number(), wallet: z.number() });
export type TurnoverForfeited = z.infer<typeof turnoverForfeitedSchema>;

/** `GET /admin/members/{tel}/turnover`: every requirement of the member, newest first. */
export const adminMemberTurnoverSchema = z.object({
  left: z.number(),
  requirements: z.array(turnoverRequirementSchema),
});
export type AdminMemberTurnover = z.infer<typeof adminMemberTurnoverSchema>;

export const turnoverSettingsAnswerSchema = turnoverSettingsSchema;

/** `GET /admin/deposits/bonuses?ids=`: what each deposit's promotion gives or gave (decision 0174). */
export const depositBonusSchema = z.object({
  deposit_id: z.number().int(),
  promotion_id: z.number().int(),
  title: z.string(),
  /** `claimed`: the approval paid it; `rejected`: the approval found it no longer eligible; `preview`: what an approval now would pay. */
  state: z.enum(['claimed', 'rejected', 'preview']),
  bonus: z.number(),
  /** Baht of stakes the bonus requires. */
  turnover: z.number(),
  /** The Thai reason when nothing is or would be paid. */
  reason: z.string().nullable(),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;
export const depositBonusesSchema = z.array(depositBonusSchema);
