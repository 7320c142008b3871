import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@member/shared';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { Database, DatabaseKind, Queryable } from '../../db/database';
import { type ApiAnswer, Client, startTestApp, TEST_OPERATOR_PASSWORD, type TestApp } from '../../test/harness';
import { checkInvariants } from './invariants';

/** Helpers the money suites share (not a test file itself). */

export const newKey = () => randomUUID();

/** A client that sends an Idempotency-Key with every POST (a new one unless given). */
export class MoneyClient extends Client {
  postKeyed<T = unknown>(url: string, body?: unknown, key = newKey()): Promise<ApiAnswer<T>> {
    return this.request<T>('POST', url, body, { 'idempotency-key': key });
  }
}

let operatorCounter = 0;

/** Logs in the seeded admin, or a new operator of `role`. */
export async function operatorClient(t: TestApp, role: OperatorRole = 'admin'): Promise<MoneyClient> {
  const client = new MoneyClient(t.app);
  let username = 'admin';
  if (role !== 'admin') {
    operatorCounter += 1;
    username = `op-${role}-${operatorCounter}-${process.pid}`;
    const hash = await t.app.passwords.hash(TEST_OPERATOR_PASSWORD);
    await t.db.query(`INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)`, [
      username,
      hash,
      role,
    ]);
  }
  const answer = await client.post<{ access_token: string }>('/api/admin/login', {
    username,
    password: TEST_OPERATOR_PASSWORD,
  });
  if (!answer.body.data) throw new Error(`operator login failed: ${JSON.stringify(answer.body)}`);
  client.token = answer.body.data.access_token;
  return client;
}

/** A suite's app with its signed-in operators, one by name: `{ t, finance }` from `{ finance: 'finance' }`. */
export type OperatorSuite<Name extends string> = TestApp & Record<Name, MoneyClient>;

/**
 * Registers a `describe` block's hooks and answers its suite, filled in once started: before the tests, the app
 * (`start`, the whole app by default) with an operator of each role in `operators` signed in (`'admin'` is the
 * seeded admin); after each test, mocks restored, then `check` run on the database (money's invariants by
 * default); after all, the app closed. The file's own hooks come after: its `beforeAll` sees the app started, its
 * `afterEach` runs before the check.
 */
export function useOperatorSuite<Name extends string>(
  kind: DatabaseKind,
  operators: Record<Name, OperatorRole>,
  {
    start = startTestApp,
    check = expectSound,
  }: { start?: (kind: DatabaseKind) => Promise<TestApp>; check?: (db: Database) => Promise<void> } = {},
): OperatorSuite<Name> {
  const suite = {} as OperatorSuite<Name>;
  beforeAll(async () => {
    Object.assign(suite, await start(kind));
    for (const [name, role] of Object.entries(operators) as [Name, OperatorRole][]) {
      Object.assign(suite, { [name]: await operatorClient(suite, role) });
    }
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await check(suite.db);
  });
  afterAll(() => suite.close());
  return suite;
}

export async function memberClient(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<MoneyClient & { tel: string }> {
  const client = new MoneyClient(t.app) as MoneyClient & { tel: string };
  const member = await client.registerAndLogin(overrides);
  client.tel = member.tel;
  return client;
}

/** Gives a member `baht` of credit through a manual adjustment. */
export async function fund(operator: MoneyClient, tel: string, baht: number): Promise<void> {
  const answer = await operator.postKeyed(`/api/admin/members/${tel}/adjustments`, {
    direction: 'credit',
    amount: baht,
    reason: 'ทดสอบ',
  });
  if (answer.status !== 200) throw new Error(`fund failed: ${JSON.stringify(answer.body)}`);
}

export async function creditOf(client: Client): Promise<number> {
  const answer = await client.get<{ credit: number }>('/api/credit');
  return answer.body.data?.credit ?? Number.NaN;
}

export async function expectSound(db: Database): Promise<void> {
  const violations = await checkInvariants(db);
  if (violations.length > 0) throw new Error(`ledger invariants violated:\n${violations.join('\n')}`);
}

/**
 * A transfer as the code before migration 0008 wrote it (`kind`, `ref_type`, plain account ids), for
 * the tests that migrate a database holding history.
 */
export async function moveBefore0008(
  db: Queryable,
  move: { from: string; to: string; amount: number; kind: string; refType: string; refId: string },
): Promise<void> {
  await db.query(
    `WITH deb AS (UPDATE ledger_accounts SET balance_satang = balance_satang - $3 WHERE id = $1 RETURNING balance_satang),
          cred AS (UPDATE ledger_accounts SET balance_satang = balance_satang + $3 WHERE id = $2 RETURNING balance_satang)
     INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_satang, kind, ref_type, ref_id,
       debit_balance_after, credit_balance_after)
     SELECT $1, $2, $3, $4, $5, $6, deb.balance_satang, cred.balance_satang FROM deb, cred`,
    [move.from, move.to, move.amount, move.kind, move.refType, move.refId],
  );
}
