import { bahtToSatang, type CreditUse, type MinigameSettings, satangToBaht } from '@member/shared';
import type { Queryable } from '../../db/database';

/** The operator's rules of the mini-games (decision 0120): one row, money in satang. */
export interface SettingsRecord {
  depositSatangPerCoin: number | null;
  checkInCoins: number;
  coinExpiryDays: number | null;
  creditUse: CreditUse;
  creditTurnoverMultiplier: number;
  creditSatangPerCoin: number;
  profitMinWithdrawSatang: number;
}

interface SettingsRow {
  deposit_satang_per_coin: string | null;
  check_in_coins: number;
  coin_expiry_days: number | null;
  credit_use: CreditUse;
  credit_turnover_multiplier: number;
  credit_satang_per_coin: string;
  profit_min_withdraw_satang: string;
}

const COLUMNS = `deposit_satang_per_coin::text AS deposit_satang_per_coin, check_in_coins, coin_expiry_days, credit_use,
  credit_turnover_multiplier, credit_satang_per_coin::text AS credit_satang_per_coin,
  profit_min_withdraw_satang::text AS profit_min_withdraw_satang`;

const toRecord = (row: SettingsRow): SettingsRecord => ({
  depositSatangPerCoin: row.deposit_satang_per_coin === null ? null : Number(row.deposit_satang_per_coin),
  checkInCoins: row.check_in_coins,
  coinExpiryDays: row.coin_expiry_days,
  creditUse: row.credit_use,
  creditTurnoverMultiplier: row.credit_turnover_multiplier,
  creditSatangPerCoin: Number(row.credit_satang_per_coin),
  profitMinWithdrawSatang: Number(row.profit_min_withdraw_satang),
});

/** The rules; `lock` for an operator's change. */
export async function loadSettings(db: Queryable, lock = false): Promise<SettingsRecord> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT ${COLUMNS} FROM minigame_settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  const row = rows[0];
  if (!row) throw new Error('minigame_settings has no row (migration 0019)');
  return toRecord(row);
}

export const toWireSettings = (s: SettingsRecord): MinigameSettings => ({
  depositBahtPerCoin: s.depositSatangPerCoin === null ? null : satangToBaht(s.depositSatangPerCoin),
  checkInCoins: s.checkInCoins,
  coinExpiryDays: s.coinExpiryDays,
  creditUse: s.creditUse,
  creditTurnoverMultiplier: s.creditTurnoverMultiplier,
  creditPricePerCoin: satangToBaht(s.creditSatangPerCoin),
  profitMinWithdraw: satangToBaht(s.profitMinWithdrawSatang),
});

export async function saveSettings(tx: Queryable, s: MinigameSettings, at: string): Promise<SettingsRecord> {
  const { rows } = await tx.query<SettingsRow>(
    `UPDATE minigame_settings SET deposit_satang_per_coin = $1, check_in_coins = $2, coin_expiry_days = $3,
       credit_use = $4, credit_turnover_multiplier = $5, credit_satang_per_coin = $6, profit_min_withdraw_satang = $7,
       updated_at = $8
     WHERE id = 1 RETURNING ${COLUMNS}`,
    [
      s.depositBahtPerCoin === null ? null : bahtToSatang(s.depositBahtPerCoin),
      s.checkInCoins,
      s.coinExpiryDays,
      s.creditUse,
      s.creditTurnoverMultiplier,
      bahtToSatang(s.creditPricePerCoin),
      bahtToSatang(s.profitMinWithdraw),
      at,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('minigame_settings has no row (migration 0019)');
  return toRecord(row);
}
