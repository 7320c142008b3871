import { z } from 'zod';
import { wholeNumberSchema } from '../common/validation';
import { FORFEIT_RULES, TURNOVER_LIMITS, TURNOVER_MESSAGES } from './model';

const weightSchema = wholeNumberSchema(0, TURNOVER_LIMITS.weightMax, TURNOVER_MESSAGES.weightInvalid);

/** A game provider's code, as the play module keeps it. */
const providerCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, TURNOVER_MESSAGES.providerInvalid);

/** `PUT /admin/turnover/settings`: the operator's turnover rules (decision 0174). */
export const turnoverSettingsSchema = z.object({
  forfeit_rule: z.enum(FORFEIT_RULES),
  /** Whole baht: open requirements end when a stake leaves the wallet below it (0: never). */
  played_away: wholeNumberSchema(0, TURNOVER_LIMITS.playedAwayMaxBaht, TURNOVER_MESSAGES.playedAwayInvalid),
  /** Percent of a stake that counts, for providers without a weight of their own. */
  default_weight: weightSchema,
  /** Percent per provider code. */
  provider_weights: z
    .array(z.object({ provider: providerCodeSchema, weight: weightSchema }))
    .max(TURNOVER_LIMITS.providersMax, TURNOVER_MESSAGES.tooManyProviders),
});
export type TurnoverSettings = z.infer<typeof turnoverSettingsSchema>;

/** `GET /admin/deposits/bonuses?ids=1,2,3`: the deposits of a queue page (at most 100 ids). */
export const depositBonusesQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,17}(,[1-9]\d{0,17}){0,99}$/, TURNOVER_MESSAGES.depositIdsInvalid)
    .transform((value) => [...new Set(value.split(','))]),
});
