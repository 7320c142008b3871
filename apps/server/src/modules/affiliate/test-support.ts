import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type {
  AdminAccrualRun,
  AffiliateData,
  AffiliateIncome,
  AffiliateSettings,
  DepositRow,
  OperatorRole,
} from '@member/shared';
import type { Database, DatabaseKind } from '../../db/database';
import { type TestApp, uniqueMember } from '../../test/harness';
import { findMemberIdByTel, memberWallet, posted, transfer } from '../money';
import { expectSound, MoneyClient, useOperatorSuite } from '../money/test-support';
import { checkAffiliateInvariants } from './invariants';

/** Helpers the affiliate suites share (not a test file itself). */

/** Money's invariants and the programme's. */
export async function expectBooksSound(db: Database): Promise<void> {
  await expectSound(db);
  const violations = await checkAffiliateInvariants(db);
  if (violations.length > 0) throw new Error(`affiliate invariants violated:\n${violations.join('\n')}`);
}

/** Registers an affiliate suite's hooks (see money's `useOperatorSuite`), the books checked after each test. */
export const useAffiliateSuite = <Name extends string>(kind: DatabaseKind, operators: Record<Name, OperatorRole>) =>
  useOperatorSuite(kind, operators, { check: expectBooksSound });

/** Letters only (names are Thai or English letters): 10 random ones. */
const randomLetters = () => Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A name no other member of the run has (a shared name flags a downline). */
export function uniqueName() {
  return { first_name: 'ทดสอบ', last_name: randomLetters() };
}

export const newDeviceId = () => `dev_${randomBytes(12).toString('hex')}`;

export interface Member extends MoneyClient {
  tel: string;
  id: string;
  /** What the registration's answer said: whether the code attached a referrer. */
  referred: boolean;
}

/**
 * Registers a member through the API (a name of their own unless given, from the client's own
 * address) and signs them in; `prefix` is the referral code they came with, `deviceId` the header.
 */
export async function register(
  t: TestApp,
  options: { prefix?: string; deviceId?: string; ip?: string; overrides?: Record<string, unknown> } = {},
): Promise<Member> {
  const client = new MoneyClient(t.app, options.ip) as Member;
  const body = {
    ...uniqueMember(),
    ...uniqueName(),
    ...(options.prefix === undefined ? {} : { prefix: options.prefix }),
    ...options.overrides,
  };
  const registered = await client.request('POST', '/api/member/register', body, {
    ...(options.deviceId ? { 'x-device-id': options.deviceId } : {}),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  await client.login(body.tel, body.password);
  client.tel = body.tel;
  client.referred = (registered.body as { data: { referred: boolean } }).data.referred;
  const id = await findMemberIdByTel(t.db, body.tel);
  if (!id) throw new Error(`no member ${body.tel}`);
  client.id = id;
  return client;
}

export async function codeOf(member: MoneyClient): Promise<string> {
  const answer = await member.get<AffiliateData>('/api/income/aff-data');
  if (!answer.body.data) throw new Error(`aff-data failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.code;
}

export async function incomeOf(member: MoneyClient): Promise<AffiliateIncome> {
  const answer = await member.get<AffiliateIncome>('/api/income/income-data');
  if (!answer.body.data) throw new Error(`income-data failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A downline registered with `affiliate`'s code. */
export async function downlineOf(t: TestApp, affiliate: MoneyClient, options: { deviceId?: string } = {}) {
  return register(t, { prefix: await codeOf(affiliate), ...options });
}

export async function putSettings(
  operator: MoneyClient,
  settings: Partial<AffiliateSettings>,
): Promise<AffiliateSettings> {
  const current = (await operator.get<AffiliateSettings>('/api/admin/affiliate/settings')).body.data;
  const answer = await operator.put<AffiliateSettings>('/api/admin/affiliate/settings', { ...current, ...settings });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`settings failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The operator's "run it now": the run made, or null when nothing was due. */
export async function accrueNow(operator: MoneyClient): Promise<AdminAccrualRun | null> {
  const answer = await operator.post<{ run: AdminAccrualRun | null }>('/api/admin/affiliate/accruals');
  if (answer.status !== 200 || !answer.body.data) throw new Error(`accrual failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.run;
}

let roundCounter = 0;

/**
 * Movements on a member's wallet straight through the ledger's `transfer`, as the game wallet makes
 * them (baht): the stake and win of a round, a refund. The wallet must hold the stake (fund it first).
 */
export async function moveOnWallet(
  db: Database,
  memberId: string,
  moves: { stake?: number; win?: number; refund?: number },
): Promise<void> {
  roundCounter += 1;
  const ref = { type: 'game_round' as const, id: String(9_000_000 + roundCounter) };
  const games = { house: 'house_games' } as const;
  const wallet = memberWallet(memberId);
  const legs = [
    { amount: moves.stake, from: wallet, to: games, code: 'game_stake' as const },
    { amount: moves.win, from: games, to: wallet, code: 'game_payout' as const },
    { amount: moves.refund, from: games, to: wallet, code: 'game_refund' as const },
  ];
  await db.transaction(async (tx) => {
    for (const leg of legs) {
      if (!leg.amount) continue;
      const amountSatang = Math.round(leg.amount * 100);
      posted(await transfer(tx, { from: leg.from, to: leg.to, amountSatang, code: leg.code, ref }));
    }
  });
}

/** A deposit promotion of `percent` % any member may take once per deposit (its bonus is a wallet credit). */
export async function depositPromotion(operator: MoneyClient, percent: number): Promise<number> {
  const created = await operator.post<{ id: number }>('/api/admin/promotions', {
    title: `โบนัสทดสอบ ${percent}%`,
    description: '<p>โบนัส</p>',
    kind: 'deposit_percent',
    ratePercent: percent,
    maxBonus: 10_000,
    minDeposit: 1,
    startDate: new Date(Date.now() - 60 * 60_000).toISOString(),
  });
  if (created.status !== 201 || !created.body.data)
    throw new Error(`promotion failed: ${JSON.stringify(created.body)}`);
  return created.body.data.id;
}

/**
 * An approved bank deposit of `baht` (a real deposit: the deposit basis counts it), with the bonus of
 * `promotionId` when given (the member's bonus preference is switched on for it).
 */
export async function approvedDeposit(
  member: MoneyClient,
  operator: MoneyClient,
  baht: number,
  promotionId?: number,
): Promise<void> {
  if (promotionId !== undefined) await member.put('/api/promotion/bonus', { bonus: 1 });
  const requested = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: baht, promotionId });
  if (requested.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(requested.body)}`);
  const approved = await operator.postKeyed(`/api/admin/deposits/${requested.body.data?.id}/approve`, {});
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
}

/** The sandbox provider calling the wallet API, signed with the app's secret (as `play`'s suites do). */
export class SandboxProvider {
  constructor(private readonly t: TestApp) {}

  async call(operation: string, body: Record<string, unknown>) {
    const raw = JSON.stringify({ timestamp: Date.now(), ...body });
    const response = await this.t.app.inject({
      method: 'POST',
      url: `/api/games/sandbox/${operation}`,
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', this.t.app.secrets.gameSandbox).update(raw, 'utf8').digest('hex'),
      },
      payload: raw,
    });
    if (response.statusCode !== 200) throw new Error(`${operation} → ${response.statusCode} ${response.body}`);
  }

  /** A whole round: the stake, the win (0 = lost), the end. */
  async round(tel: string, stake: number, win: number): Promise<void> {
    const round = randomUUID();
    await this.call('bet', { member: tel, round_id: round, transaction_id: randomUUID(), amount: stake, game: 'slot' });
    await this.call('win', { member: tel, round_id: round, transaction_id: randomUUID(), amount: win });
    await this.call('end-round', { member: tel, round_id: round });
  }

  /** A stake the provider takes back (refund): no loss. */
  async refundedBet(tel: string, stake: number): Promise<void> {
    const round = randomUUID();
    const transaction = randomUUID();
    await this.call('bet', { member: tel, round_id: round, transaction_id: transaction, amount: stake, game: 'slot' });
    await this.call('refund', { member: tel, transaction_id: transaction });
  }
}

// ---------------------------------------------------------------------------------------------
// Time travel for the suites of several days: the ledger stamps a transfer with its transaction's
// start and never lets it change, so a test that needs play on past days makes it now and moves its
// time back, with the immutability trigger off for that one statement (test set-up only).

/** The newest transfer's id: what a later `backdateTransfers` moves is after it. */
export async function lastTransferId(db: Database): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM ledger_transfers');
  return rows[0]?.id ?? '0';
}

/** Every transfer after `afterId` happened at `atMs` instead. */
export async function backdateTransfers(db: Database, afterId: string, atMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_no_update_delete');
    await tx.query('UPDATE ledger_transfers SET created_at = $2 WHERE id > $1', [
      afterId,
      new Date(atMs).toISOString(),
    ]);
    await tx.query('ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_no_update_delete');
  });
}

/** Where the next accrual starts, for a fresh app that has run none yet. */
export async function setWatermark(db: Database, atMs: number): Promise<void> {
  await db.query('UPDATE affiliate_settings SET accrued_until = $1 WHERE id = 1', [new Date(atMs).toISOString()]);
}

export async function watermarkOf(db: Database): Promise<number> {
  const { rows } = await db.query<{ at: Date | string }>('SELECT accrued_until AS at FROM affiliate_settings');
  return new Date(rows[0]!.at).getTime();
}
