import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, insertMemberRow, startTestApp, type TestApp } from '../test/harness';

describe.each(DATABASE_KINDS)('the retention sweep on %s', (kind) => {
  let test: TestApp;
  let memberId: string;
  beforeEach(async () => {
    test = await startTestApp(kind);
    memberId = await insertMemberRow(test.db);
  });
  afterEach(() => test.close());

  /** One row of `table` whose age column is `minutesAgo` in the past. */
  async function insertAged(table: string, minutesAgo: number, n: number) {
    const at = `now() - make_interval(mins => ${minutesAgo})`;
    const insert: Record<string, string> = {
      idempotency_keys: `INSERT INTO idempotency_keys (subject_kind, subject_id, key, request_hash, status_code, response, created_at)
        VALUES ('member', ${memberId}, 'key-${minutesAgo}-${n}', 'h', 201, '{}', ${at})`,
      sessions: `INSERT INTO sessions (id, subject_kind, subject_id, created_at, expires_at)
        VALUES (gen_random_uuid(), 'member', ${memberId}, ${at} - interval '1 day', ${at})`,
      password_reset_codes: `INSERT INTO password_reset_codes (member_id, code_hash, created_at, sent_at, expires_at)
        VALUES (${memberId}, 'h', ${at} - interval '10 minutes', ${at} - interval '10 minutes', ${at})`,
      password_reset_requests: `INSERT INTO password_reset_requests (tel, ip, created_at) VALUES ('0811110060', '10.0.0.1', ${at})`,
      password_reset_failures: `INSERT INTO password_reset_failures (tel, ip, created_at) VALUES ('0811110060', '10.0.0.1', ${at})`,
      sms_outbox: `INSERT INTO sms_outbox (tel, text, created_at) VALUES ('0811110060', 'รหัส', ${at})`,
      job_runs: `INSERT INTO job_runs (name, every_ms, attempt, due_at, started_at, finished_at, outcome)
        VALUES ('retention', 3600000, 1, ${at}, ${at}, ${at}, 'completed')`,
    };
    const sql = insert[table];
    if (!sql) throw new Error(`no fixture for ${table}`);
    await test.db.query(sql);
  }

  const count = async (table: string) =>
    (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  it('deletes each table’s rows past its rule, in batches, and keeps the younger ones', async () => {
    const rules = test.app.retention.rules();
    expect(rules.map((rule) => rule.table).sort()).toEqual([
      'idempotency_keys',
      'job_runs',
      'password_reset_codes',
      'password_reset_failures',
      'password_reset_requests',
      'sessions',
      'sms_outbox',
    ]);
    for (const rule of rules) {
      for (let i = 0; i < 3; i += 1) await insertAged(rule.table, rule.keepMinutes + 5, i);
      await insertAged(rule.table, rule.keepMinutes - 5, 0);
    }
    // A batch of 2 makes each table take two rounds for its 3 old rows.
    const deleted = await test.app.retention.sweep(2);
    expect(deleted).toEqual(Object.fromEntries(rules.map((rule) => [rule.table, 3])));
    for (const rule of rules) expect(await count(rule.table)).toBe(1);
    expect(await test.app.retention.sweep()).toEqual(Object.fromEntries(rules.map((rule) => [rule.table, 0])));
  });

  it('never touches money, the ledger, the audit log, members or their activity', () => {
    const kept = [
      'deposits',
      'withdrawals',
      'ledger_transfers',
      'ledger_accounts',
      'audit_log',
      'members',
      'member_activity',
    ];
    expect(
      test.app.retention
        .rules()
        .map((rule) => rule.table)
        .filter((table) => kept.includes(table)),
    ).toEqual([]);
  });
});
