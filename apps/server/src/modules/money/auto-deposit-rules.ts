import { randomInt } from 'node:crypto';
import { AUTO_DEPOSIT_LIMITS, type AutoDepositSettings, satangToBaht } from '@member/shared';
import type { Queryable } from '../../db/database';
import { openBankAmountsTaken } from './queries/deposits';

/** The operator's rules of automatic deposits (decision 0161) and the unique amount of a bank deposit request. */

export interface AutoDepositRules extends Omit<AutoDepositSettings, 'ceiling'> {
  ceilingSatang: number;
}

interface SettingsRow {
  enabled: boolean;
  bank_sms: boolean;
  statement_file: boolean;
  truemoney: boolean;
  ceiling_satang: string;
  window_minutes: number;
  no_report_needed: boolean;
  silent_after_minutes: number;
}

export async function loadAutoDepositRules(db: Queryable): Promise<AutoDepositRules> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT enabled, bank_sms, statement_file, truemoney, ceiling_satang::text AS ceiling_satang, window_minutes,
            no_report_needed, silent_after_minutes
     FROM auto_deposit_settings WHERE id = 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('auto_deposit_settings has no row (migration 0026)');
  return {
    enabled: row.enabled,
    sources: { bank_sms: row.bank_sms, statement_file: row.statement_file, truemoney: row.truemoney },
    ceilingSatang: Number(row.ceiling_satang),
    windowMinutes: row.window_minutes,
    noReportNeeded: row.no_report_needed,
    silentAfterMinutes: row.silent_after_minutes,
  };
}

export const toAutoDepositSettings = ({ ceilingSatang, ...rules }: AutoDepositRules): AutoDepositSettings => ({
  ...rules,
  ceiling: satangToBaht(ceilingSatang),
});

export async function saveAutoDepositRules(tx: Queryable, rules: AutoDepositRules): Promise<void> {
  await tx.query(
    `UPDATE auto_deposit_settings SET enabled = $1, bank_sms = $2, statement_file = $3, truemoney = $4,
       ceiling_satang = $5, window_minutes = $6, no_report_needed = $7, silent_after_minutes = $8, updated_at = now()
     WHERE id = 1`,
    [
      rules.enabled,
      rules.sources.bank_sms,
      rules.sources.statement_file,
      rules.sources.truemoney,
      rules.ceilingSatang,
      rules.windowMinutes,
      rules.noReportNeeded,
      rules.silentAfterMinutes,
    ],
  );
}

/** One advisory lock key for choosing unique amounts: two requests never pick the same one. */
const UNIQUE_AMOUNT_LOCK = 30_026;

/**
 * The amount a member transfers for a bank deposit request while automatic matching is on: the
 * requested amount with 1–99 satang added, none of which an open bank request of the window already
 * has, so that a line without the sender's details still names one request. Null when every one of
 * them is taken (the request keeps its amount and its line waits for review).
 */
export async function uniqueBankAmount(
  tx: Queryable,
  requestedSatang: number,
  windowMinutes: number,
  nowMs: number,
): Promise<number | null> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [UNIQUE_AMOUNT_LOCK]);
  const options = Array.from({ length: AUTO_DEPOSIT_LIMITS.uniqueSatangMax }, (_, i) => requestedSatang + i + 1);
  const taken = await openBankAmountsTaken(tx, options, nowMs - windowMinutes * 60_000);
  const free = options.filter((amount) => !taken.has(amount));
  return free.length === 0 ? null : (free[randomInt(free.length)] ?? null);
}
