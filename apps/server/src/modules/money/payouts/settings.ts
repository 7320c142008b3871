import { bahtToSatang, type PayoutSettings, satangToBaht } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { loadSettingsRecord, saveSettingsRecord } from './queries';
import type { PayoutRules } from './rules';

export async function loadPayoutRules(db: Queryable): Promise<PayoutRules> {
  const row = await loadSettingsRecord(db);
  return {
    enabled: row.enabled,
    provider: row.provider,
    maxAmountSatang: Number(row.max_amount_satang),
    dailyMemberSatang: Number(row.daily_member_satang),
    minAccountAgeDays: row.min_account_age_days,
    bankUnchangedDays: row.bank_unchanged_days,
  };
}

export function toPayoutSettings(rules: PayoutRules): PayoutSettings {
  return {
    enabled: rules.enabled,
    max_amount: satangToBaht(rules.maxAmountSatang),
    daily_total: satangToBaht(rules.dailyMemberSatang),
    min_account_age_days: rules.minAccountAgeDays,
    bank_unchanged_days: rules.bankUnchangedDays,
  };
}

export async function savePayoutRules(tx: Queryable, input: PayoutSettings): Promise<PayoutSettings> {
  await saveSettingsRecord(tx, {
    enabled: input.enabled,
    maxAmountSatang: bahtToSatang(input.max_amount),
    dailyMemberSatang: bahtToSatang(input.daily_total),
    minAgeDays: input.min_account_age_days,
    bankDays: input.bank_unchanged_days,
  });
  return toPayoutSettings(await loadPayoutRules(tx));
}
