import type { ForfeitRule, TurnoverSettings } from '@member/shared';
import { bahtToSatang, satangToBaht } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { loadSettingsRecord, saveSettingsRecord } from './queries';

/** The operator's turnover rules (decision 0174), as the rules read them. */
export interface TurnoverRules {
  forfeitRule: ForfeitRule;
  /** Open requirements end when a stake leaves the wallet below this (0: never). */
  playedAwaySatang: number;
  /** Percent of a stake that counts for a provider without a weight of its own. */
  defaultWeight: number;
  providerWeights: Record<string, number>;
}

/** Stored weights that are not whole percents 0-100 are ignored (the form never writes them). */
function weights(stored: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [provider, weight] of Object.entries(stored)) {
    if (typeof weight === 'number' && Number.isInteger(weight) && weight >= 0 && weight <= 100) out[provider] = weight;
  }
  return out;
}

export async function loadTurnoverRules(db: Queryable): Promise<TurnoverRules> {
  const row = await loadSettingsRecord(db);
  return {
    forfeitRule: row.forfeit_rule,
    playedAwaySatang: Number(row.played_away_satang),
    defaultWeight: row.default_weight,
    providerWeights: weights(row.provider_weights),
  };
}

/** The part of a provider's stake that counts, in whole satang (rounded down). */
export function weightedStake(rules: TurnoverRules, provider: string, stakeSatang: number): number {
  const weight = rules.providerWeights[provider] ?? rules.defaultWeight;
  return Math.floor((stakeSatang * weight) / 100);
}

export function toSettingsAnswer(rules: TurnoverRules): TurnoverSettings {
  return {
    forfeit_rule: rules.forfeitRule,
    played_away: satangToBaht(rules.playedAwaySatang),
    default_weight: rules.defaultWeight,
    provider_weights: Object.entries(rules.providerWeights)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([provider, weight]) => ({ provider, weight })),
  };
}

export async function saveTurnoverRules(tx: Queryable, input: TurnoverSettings): Promise<TurnoverSettings> {
  await saveSettingsRecord(tx, {
    forfeitRule: input.forfeit_rule,
    playedAwaySatang: bahtToSatang(input.played_away),
    defaultWeight: input.default_weight,
    providerWeights: Object.fromEntries(input.provider_weights.map((w) => [w.provider, w.weight])),
  });
  return toSettingsAnswer(await loadTurnoverRules(tx));
}
