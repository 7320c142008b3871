import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { checkInvariants } from './modules/money/invariants';
import { DEMO_MEMBER } from './seed';
import { makeTempDir } from './test/harness';
import { startServerProcess } from './test/processes';

type Outcome = 'answered' | 'answered, closing' | 'refused' | 'not connected' | 'cut';

/** What became of one request: its answer, a refusal before any work, no connection, or cut mid-way. */
async function send(base: string, token: string, reason: string, ip: string): Promise<Outcome> {
  try {
    const response = await fetch(`${base}/api/admin/members/${DEMO_MEMBER.tel}/adjustments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ direction: 'credit', amount: 1, reason }),
    });
    const body = await response.text();
    if (response.status === 503) return 'refused';
    if (response.status !== 200) throw new Error(`unexpected ${response.status}: ${body}`);
    JSON.parse(body); // the whole answer arrived
    // A draining process closes each connection behind its answer: a balancer sends the next elsewhere.
    return response.headers.get('connection') === 'close' ? 'answered, closing' : 'answered';
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return 'not connected';
    if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
    return 'cut';
  }
}

describe('SIGTERM under money load', () => {
  const dataDir = makeTempDir('shutdown-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes every request it began, refuses the rest before any work, exits 0, and the books hold', async () => {
    const operatorPassword = `shutdown-${randomUUID()}`;
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_OPERATOR_PASSWORD: operatorPassword,
      TRUST_PROXY: '127.0.0.1',
    });
    const login = await fetch(`${server.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
      body: JSON.stringify({ username: 'admin', password: operatorPassword }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const reason = `shutdown ${randomUUID()}`;

    // Eight clients on keep-alive connections, each sending its next credit as soon as the last is
    // answered, until the process says it is going (as a balancer does, seeing readiness fail).
    const outcomes: Outcome[] = [];
    let stopped = false;
    let ip = 0;
    const client = async () => {
      while (!stopped) {
        ip += 1;
        const outcome = await send(server.base, token, reason, `10.8.${ip >> 8}.${ip & 255}`);
        outcomes.push(outcome);
        if (outcome !== 'answered') return;
      }
    };
    const clients = Array.from({ length: 8 }, client);
    // Under way: some credits answered and more in flight when the signal comes.
    await vi.waitFor(() => expect(outcomes.filter((outcome) => outcome === 'answered').length).toBeGreaterThan(20), {
      timeout: 30_000,
    });
    const answeredBefore = outcomes.filter((outcome) => outcome === 'answered').length;
    const exitCode = await server.stop();
    stopped = true;
    await Promise.all(clients);

    const counts: Partial<Record<Outcome, number>> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    console.log(`shutdown under load: ${JSON.stringify(counts)}`);
    expect(exitCode).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    expect(answeredBefore).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome === 'cut')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 'answered, closing').length).toBeGreaterThan(0);

    // Every answered credit is in the books, and nothing else is: a refused request did no work.
    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM deposits WHERE type = 'manual' AND annotation = $1`,
        [reason],
      );
      expect(rows[0]?.n).toBe(outcomes.filter((outcome) => outcome.startsWith('answered')).length);
      expect(await checkInvariants(db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);
});
