// Automatic deposits (issue 30, decision 0161), on PostgreSQL:
// 1. Matching: BENCH_LINES statement lines (bank SMS, no sender, each carrying one open request's unique
//    amount) against as many open bank deposit requests, each line stored and matched in its own
//    transaction as the webhook does (`ingestLine`, in-process). The baseline, on a second set of the
//    same size in the same run, approves each request straight by its id (`approveAutomatically`: the
//    operator's approval path without a line). Every line must credit its own request, once.
// 2. Latency: a real server process; BENCH_MEMBERS members with their sockets on their own channel
//    (`member:{id}`); each requests a deposit, then its SMS is posted to the webhook at BENCH_RATE lines a
//    second, and the latency is from the webhook call to the `member.money` event on the member's socket.
//    The baseline, in the same run on the same sockets, is an operator's approval call
//    (`POST /admin/deposits/{id}/approve`) at the same rate, to the same event.
// Usage: `npm run bench:auto-deposit`. Env: BENCH_LINES (default 10000), BENCH_MEMBERS (default 400),
// BENCH_RATE (default 20), BENCH_PORT (default 3451), BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; fresh schemas, dropped after). Only 127.0.0.1 is contacted.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CHANNELS,
  type MemberMoneyEvent,
  REALTIME_SOCKET_PATH,
  SERVER_EVENTS,
  type SubscribeAck,
} from '@member/shared';
import { io, type Socket } from 'socket.io-client';
import type { Database } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { createPostgresDatabase } from '../apps/server/src/db/postgres';
import { createPasswordHasher, TEST_HASHING } from '../apps/server/src/lib/passwords';
import { approveAutomatically } from '../apps/server/src/modules/money/auto-deposit';
import { createMoneyHooks } from '../apps/server/src/modules/money/hooks';
import { checkInvariants } from '../apps/server/src/modules/money/invariants';
import { ingestLine, smsLine } from '../apps/server/src/modules/statements/ingest';
import { scbCreditSms } from '../apps/server/src/modules/statements/sandbox-sms';
import { findSourceByTokenHash } from '../apps/server/src/modules/statements/queries/sources';
import { startServer } from './lib/server.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3451);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'bench-auto-deposit';
const ACCOUNT = '4561237890';

if (!/^postgres(ql)?:\/\/([^/@]*@)?(127\.0\.0\.1|localhost)(:\d+)?\//.test(PG_URL)) {
  console.error('BENCH_DATABASE_URL must point at 127.0.0.1 (this benchmark talks to nothing else)');
  process.exit(1);
}
const watchdog = setTimeout(() => {
  console.error('bench:auto-deposit took too long; stopping');
  process.exit(2);
}, 1_200_000);

const admin = await createPostgresDatabase({ connectionString: PG_URL, maxConnections: 1 });
const schemas: string[] = [];
async function freshDatabase(maxConnections = 4): Promise<{ db: Database; url: string }> {
  const schema = `bench_auto_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await createPostgresDatabase({ connectionString: PG_URL, searchPath: schema, maxConnections });
  await migrate(db);
  const separator = PG_URL.includes('?') ? '&' : '?';
  return { db, url: `${PG_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const bangkokSms = (amountSatang: number, balance: number) => scbCreditSms(ACCOUNT, amountSatang, balance, new Date());

/** Members, open exact-amount bank requests (amount k × 100 + 37 satang: unique), the account, a source and the rules. */
async function seed(db: Database, count: number, from = 0) {
  await db.query(
    `INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0) ON CONFLICT DO NOTHING`,
  );
  const hash = await createPasswordHasher(TEST_HASHING).hash(PASSWORD);
  await db.query(
    `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number)
     SELECT '06' || lpad(g::text, 8, '0'), $3, 'เบนช์', 'ฝาก', 'kbnk', '3' || lpad(g::text, 9, '0')
     FROM generate_series($1::int, $2::int) AS g`,
    [from + 1, from + count, hash],
  );
  await db.query(
    `INSERT INTO deposits (member_id, amount_satang, type, status, exact_amount, from_bank_code, from_bank_number)
     SELECT m.id, (100 + g) * 100 + 37, 'bank', 'waiting_for_approve', true, m.bank_code, m.bank_number
     FROM generate_series($1::int, $2::int) AS g JOIN members m ON m.tel = '06' || lpad(g::text, 8, '0')`,
    [from + 1, from + count],
  );
}
async function setUpSource(db: Database) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name) VALUES ('kbnk', $1, 'บริษัท เบนช์')
     ON CONFLICT (bank_code, account_number) DO UPDATE SET is_active = true RETURNING id::text AS id`,
    [ACCOUNT],
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO statement_sources (kind, name, deposit_bank_account_id, token_hash) VALUES ('bank_sms', 'เบนช์', $1, $2)`,
    [rows[0]?.id, createHash('sha256').update(token).digest('hex')],
  );
  await db.query(`UPDATE auto_deposit_settings SET enabled = true, ceiling_satang = 100000000, window_minutes = 600`);
  return token;
}

async function matching() {
  const { db } = await freshDatabase();
  const hooks = createMoneyHooks();
  await seed(db, LINES * 2);
  const token = await setUpSource(db);
  const source = await findSourceByTokenHash(db, createHash('sha256').update(token).digest('hex'));
  if (!source) throw new Error('source missing');
  const { rows: deposits } = await db.query<{ id: string; amount_satang: string }>(
    `SELECT id::text AS id, amount_satang::text AS amount_satang FROM deposits ORDER BY id`,
  );
  const baselineSet = deposits.slice(0, LINES);
  const matchedSet = deposits.slice(LINES);
  const now = Date.now();

  let started = performance.now();
  for (const deposit of baselineSet) {
    const result = await db.transaction((tx) => approveAutomatically(tx, hooks, deposit.id, now));
    if (!result.ok) throw new Error(`baseline: deposit ${deposit.id} not approved`);
  }
  const baselineMs = performance.now() - started;

  started = performance.now();
  let balance = 1_000_000;
  for (const deposit of matchedSet) {
    balance += Number(deposit.amount_satang);
    const line = smsLine(bangkokSms(Number(deposit.amount_satang), balance), new Date());
    const ingested = await db.transaction((tx) => ingestLine(tx, hooks, source!, line, Date.now()));
    if (ingested.state !== 'matched_auto') throw new Error(`line for deposit ${deposit.id}: ${ingested.state}`);
  }
  const matchingMs = performance.now() - started;
  const { rows } = await db.query<{ approved: string; automatic: string; lines: string }>(
    `SELECT count(*) FILTER (WHERE status = 'approved')::text AS approved, count(*) FILTER (WHERE automatic)::text AS automatic,
            (SELECT count(DISTINCT deposit_id) FROM statement_lines WHERE state = 'matched_auto')::text AS lines
     FROM deposits`,
  );
  const violations = await checkInvariants(db);
  if (violations.length > 0 || rows[0]?.lines !== String(LINES) || rows[0]?.approved !== String(2 * LINES)) {
    throw new Error(`matching: ${JSON.stringify(rows[0])} ${violations.join('; ')}`);
  }
  console.log(
    `matching ${LINES.toLocaleString()} lines against ${LINES.toLocaleString()} open requests (+ as many for the baseline)`,
  );
  console.log(
    `  baseline, approve each request by its id: ${(baselineMs / 1000).toFixed(1)} s, ${ms(baselineMs / LINES)} a request`,
  );
  console.log(
    `  store and match each line:               ${(matchingMs / 1000).toFixed(1)} s, ${ms(matchingMs / LINES)} a line`,
  );
  console.log(
    `  ratio matching / baseline: ${(matchingMs / baselineMs).toFixed(2)}; every line credited its own request once, ledger sound\n`,
  );
  await db.close();
}

async function latency() {
  const { db, url } = await freshDatabase();
  await seed(db, 2 * MEMBERS);
  const token = await setUpSource(db);
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
    },
  });
  const sockets: Socket[] = [];
  try {
    const base = server.base;
    let ip = 0;
    const call = async <T>(path: string, auth: string | null, body?: unknown): Promise<T> => {
      ip += 1;
      const response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(auth ? { authorization: `Bearer ${auth}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'idempotency-key': randomUUID(),
          'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { data?: T };
      if (!response.ok || answer.data === undefined)
        throw new Error(`${path} → ${response.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    await db.query(`INSERT INTO operators (username, password_hash, role) VALUES ('bench', $1, 'finance')`, [
      await createPasswordHasher(TEST_HASHING).hash(PASSWORD),
    ]);
    const operator = (
      await call<{ access_token: string }>('/api/admin/login', null, { username: 'bench', password: PASSWORD })
    ).access_token;
    const { rows } = await db.query<{ id: string; tel: string; deposit: string; amount_satang: string }>(
      `SELECT m.id::text AS id, m.tel, d.id::text AS deposit, d.amount_satang::text AS amount_satang
       FROM members m JOIN deposits d ON d.member_id = m.id ORDER BY m.id`,
    );
    const arrivals = new Map<string, (at: number) => void>();
    for (const member of rows) {
      const { access_token: memberToken } = await call<{ access_token: string }>('/api/member/login', null, {
        tel: member.tel,
        password: PASSWORD,
      });
      const socket = io(base, {
        path: REALTIME_SOCKET_PATH,
        auth: { token: memberToken },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const ack = (await socket.emitWithAck('subscribe', { channel: CHANNELS.member(member.id) })) as SubscribeAck;
      if (!ack.ok) throw new Error(`subscribe: ${JSON.stringify(ack)}`);
      socket.on(SERVER_EVENTS.memberMoney, (event: MemberMoneyEvent) => {
        if (event.kind === 'deposit' && event.status === 'approved') arrivals.get(event.id)?.(performance.now());
      });
      sockets.push(socket);
    }

    /** Sends `send(row)` for each row at RATE a second; each latency from the send to the row's event. */
    const run = async (set: typeof rows, send: (row: (typeof rows)[number]) => Promise<unknown>) => {
      const latencies: number[] = [];
      const pending: Promise<void>[] = [];
      const startedAt = performance.now();
      for (const [i, row] of set.entries()) {
        const due = startedAt + (i * 1000) / RATE;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const sentAt = performance.now();
        pending.push(
          new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`deposit ${row.deposit}: no event in 10 s`)), 10_000);
            arrivals.set(row.deposit, (at) => {
              clearTimeout(timer);
              latencies.push(at - sentAt);
              resolve();
            });
            send(row).catch(reject);
          }),
        );
      }
      await Promise.all(pending);
      return latencies.sort((a, b) => a - b);
    };
    let balance = 1_000_000;
    const baseline = await run(rows.slice(0, MEMBERS), (row) =>
      call(`/api/admin/deposits/${row.deposit}/approve`, operator, {}),
    );
    const automatic = await run(rows.slice(MEMBERS), (row) => {
      balance += Number(row.amount_satang);
      return call<{ state: string }>('/api/statements/sms', token, {
        text: bangkokSms(Number(row.amount_satang), balance),
      }).then((answer) => {
        if (answer.state !== 'matched_auto') throw new Error(`deposit ${row.deposit}: line ${answer.state}`);
      });
    });
    console.log(`${MEMBERS} deposits each way at ${RATE} a second, to the member's socket event`);
    console.log(
      `  baseline, operator's approval call: p50 ${ms(percentile(baseline, 0.5))}, p99 ${ms(percentile(baseline, 0.99))}`,
    );
    console.log(
      `  bank SMS webhook, matched:          p50 ${ms(percentile(automatic, 0.5))}, p99 ${ms(percentile(automatic, 0.99))}`,
    );
    console.log(
      `  ratio webhook / approval: p50 ${(percentile(automatic, 0.5) / percentile(baseline, 0.5)).toFixed(2)}, p99 ${(
        percentile(automatic, 0.99) / percentile(baseline, 0.99)
      ).toFixed(2)} (target p99 ≤ 1,000 ms: ${percentile(automatic, 0.99) <= 1000 ? 'met' : 'NOT met'})`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
    await db.close();
  }
}

try {
  console.log(`PostgreSQL ${PG_URL.replace(/\/\/[^@]*@/, '//')}\n`);
  await matching();
  await latency();
} finally {
  for (const schema of schemas) await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.close();
  clearTimeout(watchdog);
}
