import {
  type AffiliateBasis,
  type AffiliateSettings,
  basisPointsToPercent,
  percentToBasisPoints,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../db/database';

/** The programme's settings row: read, locked for a change or a run, written. */

export interface SettingsRecord {
  basis: AffiliateBasis;
  affRateBp: number;
  secondLevelRateBp: number;
  minWithdrawSatang: number;
  negativeCarryover: boolean;
  /** A downline sharing only the affiliate's address is flagged (decision 0110); off: the reason is only noted. */
  addressFlagsAlone: boolean;
  /** The accrual watermark: where the next run's period starts. */
  accruedUntilMs: number;
}

interface SettingsRow {
  basis: AffiliateBasis;
  aff_rate_bp: number;
  second_level_rate_bp: number;
  min_withdraw_satang: string;
  negative_carryover: boolean;
  address_flags_alone: boolean;
  accrued_until: Date | string;
}

const SETTINGS_SELECT = `SELECT basis, aff_rate_bp, second_level_rate_bp, min_withdraw_satang::text AS min_withdraw_satang,
  negative_carryover, address_flags_alone, accrued_until FROM affiliate_settings WHERE id = 1`;

function toSettingsRecord(row: SettingsRow | undefined): SettingsRecord {
  // The migration writes the row and nothing deletes it.
  if (!row) throw new Error('affiliate_settings row missing');
  return {
    basis: row.basis,
    affRateBp: row.aff_rate_bp,
    secondLevelRateBp: row.second_level_rate_bp,
    minWithdrawSatang: Number(row.min_withdraw_satang),
    negativeCarryover: row.negative_carryover,
    addressFlagsAlone: row.address_flags_alone,
    accruedUntilMs: new Date(row.accrued_until).getTime(),
  };
}

export const toSettings = (s: SettingsRecord): AffiliateSettings => ({
  affRate: basisPointsToPercent(s.affRateBp),
  secondLevelRate: basisPointsToPercent(s.secondLevelRateBp),
  minWithdraw: satangToBaht(s.minWithdrawSatang),
  basis: s.basis,
  negativeCarryover: s.negativeCarryover,
  addressFlagsAlone: s.addressFlagsAlone,
});

export async function loadSettings(db: Queryable): Promise<SettingsRecord> {
  return toSettingsRecord((await db.query<SettingsRow>(SETTINGS_SELECT)).rows[0]);
}

/** The settings row locked for a change (waits for a running accrual: it applies to the runs after it). */
export async function lockSettings(tx: Queryable): Promise<SettingsRecord> {
  return toSettingsRecord((await tx.query<SettingsRow>(`${SETTINGS_SELECT} FOR UPDATE`)).rows[0]);
}

/**
 * The settings row locked for an accrual run, or null when another transaction holds it (a run in
 * progress, or a settings change): runs never wait for each other, the second one is refused.
 */
export async function lockSettingsForRun(tx: Queryable): Promise<SettingsRecord | null> {
  const { rows } = await tx.query<SettingsRow>(`${SETTINGS_SELECT} FOR UPDATE SKIP LOCKED`);
  return rows[0] ? toSettingsRecord(rows[0]) : null;
}

export async function updateSettings(tx: Queryable, settings: AffiliateSettings): Promise<void> {
  await tx.query(
    `UPDATE affiliate_settings SET basis = $1, aff_rate_bp = $2, second_level_rate_bp = $3, min_withdraw_satang = $4,
       negative_carryover = $5, address_flags_alone = $6, updated_at = now() WHERE id = 1`,
    [
      settings.basis,
      percentToBasisPoints(settings.affRate),
      percentToBasisPoints(settings.secondLevelRate),
      Math.round(settings.minWithdraw * 100),
      settings.negativeCarryover,
      settings.addressFlagsAlone,
    ],
  );
}
