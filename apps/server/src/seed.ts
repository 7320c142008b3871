import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BANKS, PAYMENT_GATEWAY_CODES } from '@member/shared';
import type { Database } from './db/database';
import type { PasswordHasher } from './lib/passwords';
import { ensureAccount, findMemberIdByTel, memberWallet } from './modules/money';
import type { FileStorage } from './lib/storage';
import { seedAffiliate } from './modules/affiliate/seed';
import { seedContent } from './modules/content/seed';
import { seedMinigames } from './modules/minigame/seed';
import { seedPromotions } from './modules/promotion/seed';

/** The demo member every fresh embedded database gets, so the site can be tried at once. */
export const DEMO_MEMBER = {
  tel: '0812345678',
  password: 'demo1234',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  bankCode: 'kbnk',
  bankNumber: '1234567890',
  memberLevel: 'vip',
} as const;

/** The wallet demo (decision 0030): where members transfer to, and the deposit channels switched on. */
export const DEMO_DEPOSIT_ACCOUNT = {
  bankCode: 'kbnk',
  accountNumber: '0123456789',
  accountName: 'บจก. เมมเบอร์ ดีโม',
} as const;
export const DEMO_PAYMENT_SETTINGS = {
  creditMinSatang: 10_000,
  bankTransfer: true,
  promptpay: '0812345678',
  accountNamePp: 'บจก. เมมเบอร์ ดีโม',
  truemoney: '0898765432',
  accountNameTmn: 'นายสมศักดิ์ รับเงิน',
  tmnAuto: false,
  gateways: PAYMENT_GATEWAY_CODES,
} as const;

export const SEED_OPERATOR_USERNAME = 'admin';
export const OPERATOR_PASSWORD_FILE = 'operator-password';

export interface SeedOptions {
  hasher: PasswordHasher;
  dataDir: string;
  /** SEED_OPERATOR_PASSWORD; when null a random one is generated on the first seed. */
  operatorPassword: string | null;
  /**
   * Where the demo's art goes (the uploads' storage). With it the seed adds the site content demo: banners,
   * news and the promotions' art (decision 0027); null leaves the site empty (the server tests start so).
   */
  storage: FileStorage | null;
}

export interface SeedReport {
  banks: number;
  memberCreated: boolean;
  operatorCreated: boolean;
  /** Set when this run generated the operator password (it is also in `operatorPasswordFile`). */
  generatedOperatorPassword: string | null;
  operatorPasswordFile: string | null;
}

/** Idempotent: every insert is ON CONFLICT DO NOTHING, an existing operator keeps its password. */
export async function seed(db: Database, options: SeedOptions): Promise<SeedReport> {
  for (const [index, bank] of BANKS.entries()) {
    await db.query(
      `INSERT INTO banks (code, name, kind, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO NOTHING`,
      [bank.code, bank.name, bank.kind, index + 1],
    );
  }
  const { rows: bankCount } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM banks');

  const member = await db.query(
    `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number, member_level)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [
      DEMO_MEMBER.tel,
      await options.hasher.hash(DEMO_MEMBER.password),
      DEMO_MEMBER.firstName,
      DEMO_MEMBER.lastName,
      DEMO_MEMBER.bankCode,
      DEMO_MEMBER.bankNumber,
      DEMO_MEMBER.memberLevel,
    ],
  );

  await seedWallet(db);
  // The site content goes in once, with the seed that creates the demo member: a later seed adds nothing
  // back that an operator edited or deleted.
  if (options.storage && member.rows.length > 0) await seedContent(db, options.storage);
  await seedPromotions(db, DEMO_MEMBER.tel, options.storage);
  await seedAffiliate(db, DEMO_MEMBER.tel);
  await seedMinigames(db);

  const report: SeedReport = {
    banks: bankCount[0]?.count ?? 0,
    memberCreated: member.rows.length > 0,
    operatorCreated: false,
    generatedOperatorPassword: null,
    operatorPasswordFile: null,
  };

  const existing = await db.query('SELECT 1 FROM operators WHERE username = $1', [SEED_OPERATOR_USERNAME]);
  if (existing.rows.length > 0) return report;
  const password = options.operatorPassword ?? randomBytes(12).toString('base64url');
  const operator = await db.query(
    `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'admin')
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [SEED_OPERATOR_USERNAME, await options.hasher.hash(password)],
  );
  report.operatorCreated = operator.rows.length > 0;
  if (report.operatorCreated && options.operatorPassword === null) {
    const file = path.join(options.dataDir, OPERATOR_PASSWORD_FILE);
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    report.generatedOperatorPassword = password;
    report.operatorPasswordFile = file;
  }
  return report;
}

/** The demo's deposit account, payment settings and the demo member's wallet (all ON CONFLICT DO NOTHING). */
async function seedWallet(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [DEMO_DEPOSIT_ACCOUNT.bankCode, DEMO_DEPOSIT_ACCOUNT.accountNumber, DEMO_DEPOSIT_ACCOUNT.accountName],
  );
  const s = DEMO_PAYMENT_SETTINGS;
  await db.query(
    `INSERT INTO payment_settings (id, credit_min_satang, bank_transfer, promptpay, account_name_pp, truemoney,
                                   account_name_tmn, tmn_auto, gateways)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT (id) DO NOTHING`,
    [
      s.creditMinSatang,
      s.bankTransfer,
      s.promptpay,
      s.accountNamePp,
      s.truemoney,
      s.accountNameTmn,
      s.tmnAuto,
      JSON.stringify(s.gateways),
    ],
  );
  const memberId = await findMemberIdByTel(db, DEMO_MEMBER.tel);
  if (memberId) await ensureAccount(db, memberWallet(memberId));
}

/** True when no table the seed fills holds a row (a brand-new embedded database). */
export async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM banks) AND NOT EXISTS (SELECT 1 FROM members)
       AND NOT EXISTS (SELECT 1 FROM operators) AS empty`,
  );
  return rows[0]?.empty ?? false;
}
