import { FORFEIT_RULES, TURNOVER_MESSAGES, type TurnoverSettings, turnoverSettingsSchema } from '@member/shared';
import { z } from 'zod';

/** A typed number: blank is not a number (the schema says so in Thai); thousands separators are allowed. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replaceAll(',', '')));

/**
 * The turnover form as typed (text boxes hold strings), turned into the call's body and checked by the call's
 * own schema, so each field's message is the one the server would answer. A provider set twice is refused on
 * its second row (the server would keep only one of the two).
 */
export const turnoverFormSchema = z
  .object({
    forfeit_rule: z.enum(FORFEIT_RULES),
    played_away: z.string(),
    default_weight: z.string(),
    provider_weights: z.array(z.object({ provider: z.string(), weight: z.string() })),
  })
  .transform((form): z.input<typeof turnoverSettingsSchema> => ({
    forfeit_rule: form.forfeit_rule,
    played_away: toNumber(form.played_away),
    default_weight: toNumber(form.default_weight),
    provider_weights: form.provider_weights.map((row) => ({
      provider: row.provider.trim(),
      weight: toNumber(row.weight),
    })),
  }))
  .pipe(turnoverSettingsSchema)
  .superRefine((settings, context) => {
    const seen = new Set<string>();
    settings.provider_weights.forEach(({ provider }, index) => {
      if (seen.has(provider)) {
        context.addIssue({
          code: 'custom',
          path: ['provider_weights', index, 'provider'],
          message: TURNOVER_MESSAGES.providerInvalid,
        });
      }
      seen.add(provider);
    });
  });

export type TurnoverFormValues = z.input<typeof turnoverFormSchema>;
export type ProviderWeightValues = TurnoverFormValues['provider_weights'][number];

export const toTurnoverForm = (settings: TurnoverSettings): TurnoverFormValues => ({
  forfeit_rule: settings.forfeit_rule,
  played_away: String(settings.played_away),
  default_weight: String(settings.default_weight),
  provider_weights: settings.provider_weights.map(({ provider, weight }) => ({ provider, weight: String(weight) })),
});
