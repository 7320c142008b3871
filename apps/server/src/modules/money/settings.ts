import {
  type CombineSettings,
  DEFAULT_GATEWAY_NAMES,
  type DepositBankAccount,
  isPaymentGatewayCode,
  type PaymentGatewayCode,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';

/** Payment settings (GET /combine) and the operator's deposit accounts. */

export interface PaymentSettings extends CombineSettings {
  creditMinSatang: number;
}

/** Used until an operator saves settings (the embedded database's seed sets demo values). */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  creditMinSatang: 10_000,
  credit_min: 100,
  bank_transfer: true,
  promptpay: null,
  accountNamePp: null,
  truemoney: null,
  accountNameTmn: null,
  tmnAuto: false,
  autoDeposit: false,
  gateways: [],
  gatewayNames: { ...DEFAULT_GATEWAY_NAMES },
};

interface SettingsRow {
  credit_min_satang: string;
  bank_transfer: boolean;
  promptpay: string | null;
  account_name_pp: string | null;
  truemoney: string | null;
  account_name_tmn: string | null;
  tmn_auto: boolean;
  auto_deposit: boolean;
  gateways: unknown;
  gateway_names: unknown;
}

/** The stored names over the defaults; anything that is not a non-empty string is ignored. */
function gatewayNames(stored: unknown): CombineSettings['gatewayNames'] {
  const names = { ...DEFAULT_GATEWAY_NAMES };
  if (stored && typeof stored === 'object') {
    for (const [code, name] of Object.entries(stored)) {
      if (isPaymentGatewayCode(code) && typeof name === 'string' && name.trim() !== '') names[code] = name;
    }
  }
  return names;
}

/** The payment settings as SQL of one JSON value, for a statement that carries them beside its own work. */
export const PAYMENT_SETTINGS_SQL = `(SELECT to_jsonb(s) FROM (
  SELECT credit_min_satang::text AS credit_min_satang, bank_transfer, promptpay, account_name_pp, truemoney,
         account_name_tmn, tmn_auto, gateways, gateway_names,
         (SELECT enabled FROM auto_deposit_settings WHERE id = 1) AS auto_deposit
  FROM payment_settings WHERE id = 1) s)`;

/** The settings `PAYMENT_SETTINGS_SQL` answered (null: none saved yet, the defaults). */
export function toPaymentSettings(value: unknown): PaymentSettings {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as SettingsRow | null;
  if (!row) return { ...DEFAULT_PAYMENT_SETTINGS };
  const gateways = (Array.isArray(row.gateways) ? row.gateways : []).filter(
    (code): code is PaymentGatewayCode => typeof code === 'string' && isPaymentGatewayCode(code),
  );
  return {
    creditMinSatang: Number(row.credit_min_satang),
    credit_min: satangToBaht(row.credit_min_satang),
    bank_transfer: row.bank_transfer,
    promptpay: row.promptpay,
    accountNamePp: row.account_name_pp,
    truemoney: row.truemoney,
    accountNameTmn: row.account_name_tmn,
    tmnAuto: row.tmn_auto,
    autoDeposit: row.auto_deposit === true,
    gateways,
    gatewayNames: gatewayNames(row.gateway_names),
  };
}

export async function loadPaymentSettings(db: Queryable): Promise<PaymentSettings> {
  const { rows } = await db.query<{ settings: unknown }>(`SELECT ${PAYMENT_SETTINGS_SQL} AS settings`);
  return toPaymentSettings(rows[0]?.settings);
}

export function toCombine(settings: PaymentSettings): CombineSettings {
  const { creditMinSatang: _unused, ...combine } = settings;
  return combine;
}

export async function savePaymentSettings(tx: Queryable, settings: PaymentSettings): Promise<void> {
  await tx.query(
    `INSERT INTO payment_settings (id, credit_min_satang, bank_transfer, promptpay, account_name_pp, truemoney,
                                   account_name_tmn, tmn_auto, gateways, gateway_names, updated_at)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, now())
     ON CONFLICT (id) DO UPDATE SET credit_min_satang = EXCLUDED.credit_min_satang,
       bank_transfer = EXCLUDED.bank_transfer, promptpay = EXCLUDED.promptpay,
       account_name_pp = EXCLUDED.account_name_pp, truemoney = EXCLUDED.truemoney,
       account_name_tmn = EXCLUDED.account_name_tmn, tmn_auto = EXCLUDED.tmn_auto, gateways = EXCLUDED.gateways,
       gateway_names = EXCLUDED.gateway_names,
       updated_at = now()`,
    [
      settings.creditMinSatang,
      settings.bank_transfer,
      settings.promptpay,
      settings.accountNamePp,
      settings.truemoney,
      settings.accountNameTmn,
      settings.tmnAuto,
      JSON.stringify(settings.gateways),
      JSON.stringify(settings.gatewayNames),
    ],
  );
}

export interface DepositBankAccountRecord {
  id: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  isActive: boolean;
}

const ACCOUNT_SELECT = `SELECT a.id::text AS id, a.bank_code, b.name AS bank_name, a.account_number, a.account_name,
  a.is_active FROM deposit_bank_accounts a JOIN banks b ON b.code = a.bank_code`;

interface AccountRow {
  id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  is_active: boolean;
}

const toAccount = (r: AccountRow): DepositBankAccountRecord => ({
  id: Number(r.id),
  bankCode: r.bank_code,
  bankName: r.bank_name,
  accountNumber: r.account_number,
  accountName: r.account_name,
  isActive: r.is_active,
});

export async function listDepositBankAccounts(db: Queryable, activeOnly: true): Promise<DepositBankAccount[]>;
export async function listDepositBankAccounts(db: Queryable, activeOnly: false): Promise<DepositBankAccountRecord[]>;
export async function listDepositBankAccounts(db: Queryable, activeOnly: boolean) {
  const { rows } = await db.query<AccountRow>(
    `${ACCOUNT_SELECT} ${activeOnly ? 'WHERE a.is_active' : ''} ORDER BY a.id`,
  );
  return rows.map(toAccount);
}

export async function findDepositBankAccount(db: Queryable, id: string): Promise<DepositBankAccountRecord | null> {
  const { rows } = await db.query<AccountRow>(`${ACCOUNT_SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ? toAccount(rows[0]) : null;
}

export interface DepositBankAccountFields {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  isActive: boolean;
}

/** A new deposit account; answers its id. A taken account number is the database's unique violation. */
export async function insertDepositBankAccount(tx: Queryable, account: DepositBankAccountFields): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [account.bankCode, account.accountNumber, account.accountName, account.isActive],
  );
  return rows[0]?.id ?? '';
}

export async function updateDepositBankAccount(
  tx: Queryable,
  id: string,
  account: DepositBankAccountFields,
): Promise<void> {
  await tx.query(
    `UPDATE deposit_bank_accounts SET bank_code = $2, account_number = $3, account_name = $4, is_active = $5,
       updated_at = now() WHERE id = $1`,
    [id, account.bankCode, account.accountNumber, account.accountName, account.isActive],
  );
}

/** Whether `code` is a bank of the bank list. */
export async function bankExists(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM banks WHERE code = $1', [code]);
  return rows.length > 0;
}
