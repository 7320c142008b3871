import { type AdminJob, JOB_LABELS, SERVER_MESSAGES } from '@member/shared';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPostgresDatabase } from '../../db/postgres';
import { TEST_HASHING } from '../../lib/passwords';
import { memberClient, operatorClient } from '../money/test-support';
import { createTestDatabase, DATABASE_KINDS, startTestApp, type TestApp, testConfig } from '../../test/harness';

const SERVICES = { services: ['member', 'chat', 'minigame'] as ('member' | 'chat' | 'minigame')[] };
const ALL_JOBS = [
  'retention',
  'payment-expiry',
  'affiliate-accrual',
  'minigame-expiry',
  'chat-snooze',
  'truemoney-feed',
  'payout-status',
  'password-reset-sms',
];
/** Fast enough for a test: a worker looks every half second, a retry waits a second. */
const FAST_QUEUE = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

interface RunRow {
  name: string;
  attempt: number;
  due_at: string;
  outcome: string;
  error: string | null;
}

async function runs(app: FastifyInstance): Promise<RunRow[]> {
  const { rows } = await app.db.query<RunRow>(
    `SELECT name, attempt, due_at::text AS due_at, outcome, error FROM job_runs ORDER BY id`,
  );
  return rows;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(DATABASE_KINDS)('scheduled jobs on %s', (kind) => {
  describe('with the queue on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, SERVICES, { jobs: FAST_QUEUE });
    });
    afterAll(() => t.close());

    it('runs each job for its due time through the queue, records it and lists it for operators', async () => {
      await waitFor(
        'every job to run',
        async () => new Set((await runs(t.app)).map((run) => run.name)).size === ALL_JOBS.length,
      );
      const admin = await operatorClient(t);
      const answer = await admin.get<AdminJob[]>('/api/admin/jobs');
      expect(answer.status).toBe(200);
      const jobs = answer.body.data ?? [];
      expect(jobs.map((job) => job.name).sort()).toEqual([...ALL_JOBS].sort());
      const now = Date.now();
      for (const job of jobs) {
        expect(job.label).toBe(JOB_LABELS[job.name]);
        expect(job.last_run).toMatchObject({ outcome: 'completed', error: null, attempt: 1 });
        expect(job.last_success_at).toBe(job.last_run?.finished_at);
        expect(Date.parse(job.next_run_at)).toBeGreaterThan(now);
        expect(Date.parse(job.next_run_at) - now).toBeLessThanOrEqual(job.every_seconds * 1000);
      }
      expect(jobs.find((job) => job.name === 'retention')?.every_seconds).toBe(3600);
      expect(jobs.find((job) => job.name === 'payment-expiry')?.every_seconds).toBe(60);
    });
  });

  describe('with a job that fails', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, SERVICES);
      // A rule on a table that does not exist: the retention sweep fails every time.
      t.app.retention.keep({ table: 'no_such_table', column: 'created_at', keepMinutes: 1 });
      await t.app.jobs.start(FAST_QUEUE);
    });
    afterAll(() => t.close());

    it('retries it with its failure recorded, and the operators see the error', async () => {
      const failed = await waitFor('a retry of the retention sweep', async () => {
        const retention = (await runs(t.app)).filter((run) => run.name === 'retention');
        return retention.some((run) => run.attempt >= 2) && retention;
      });
      expect(failed.every((run) => run.outcome === 'failed' && run.error?.includes('no_such_table'))).toBe(true);
      // The retries are of the same due time.
      expect(new Set(failed.map((run) => run.due_at)).size).toBe(1);
      const admin = await operatorClient(t);
      const retention = (await admin.get<AdminJob[]>('/api/admin/jobs')).body.data?.find(
        (job) => job.name === 'retention',
      );
      expect(retention?.last_run).toMatchObject({ outcome: 'failed', error: expect.stringContaining('no_such_table') });
      expect(retention?.last_run?.attempt).toBeGreaterThanOrEqual(2);
      expect(retention?.last_success_at).toBeNull();
    });
  });

  describe('with the queue off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    it('runs nothing by itself, runs a job on demand, and lists it', async () => {
      expect(await runs(t.app)).toEqual([]);
      expect(await t.app.jobs.runNow('payment-expiry')).toBe('completed');
      const admin = await operatorClient(t);
      const jobs = (await admin.get<AdminJob[]>('/api/admin/jobs')).body.data ?? [];
      expect(jobs.map((job) => job.name)).toEqual([
        'retention',
        'payment-expiry',
        'affiliate-accrual',
        'truemoney-feed',
        'payout-status',
        'password-reset-sms',
      ]);
      expect(jobs.find((job) => job.name === 'payment-expiry')?.last_run?.outcome).toBe('completed');
      expect(jobs.find((job) => job.name === 'retention')?.last_run).toBeNull();
    });

    it('is open to the roles holding jobs.view and jobs.run only (admin)', async () => {
      for (const role of ['finance', 'content', 'support'] as const) {
        const operator = await operatorClient(t, role);
        for (const answer of [
          await operator.get('/api/admin/jobs'),
          await operator.post('/api/admin/jobs/retention/run'),
        ]) {
          expect(answer, role).toMatchObject({
            status: 403,
            body: { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden } },
          });
        }
      }
      const member = await memberClient(t);
      expect((await member.get('/api/admin/jobs')).status).toBe(403);
      expect((await member.post('/api/admin/jobs/retention/run')).status).toBe(403);
      expect((await runs(t.app)).filter((run) => run.name === 'retention')).toEqual([]);
    });

    it('runs a job now for an operator, records the run and audits it', async () => {
      const admin = await operatorClient(t);
      const answer = await admin.post<AdminJob>('/api/admin/jobs/retention/run');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        name: 'retention',
        last_run: { outcome: 'completed', error: null, attempt: 1 },
      });
      expect(answer.body.data?.last_success_at).toBe(answer.body.data?.last_run?.finished_at);
      const { rows } = await t.db.query<{ action: string; target_id: string; after: unknown }>(
        `SELECT action, target_id, after FROM audit_log WHERE target_type = 'job' ORDER BY id`,
      );
      expect(rows).toEqual([
        { action: 'job.run', target_id: 'retention', after: { outcome: 'completed', error: null } },
      ]);
      // A name that is no job (a path that names nothing), and a job whose service this process does not run.
      expect((await admin.post('/api/admin/jobs/nothing/run')).status).toBe(404);
      expect((await admin.post('/api/admin/jobs/chat-snooze/run')).status).toBe(404);
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('scheduled jobs across two processes on one PostgreSQL', () => {
  const apps: FastifyInstance[] = [];
  const configs: ReturnType<typeof testConfig>[] = [];
  let drop: () => Promise<void>;
  let second: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    const test = await createTestDatabase('postgres');
    const { rows } = await test.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    second = await createPostgresDatabase({
      connectionString: process.env.TEST_DATABASE_URL ?? '',
      searchPath: rows[0]?.schema,
    });
    drop = async () => {
      await second.close();
      await test.drop();
    };
    // Both apps start their queue together, as two processes of one deployment would.
    const build = (db: typeof second, seed: boolean) => {
      const config = testConfig(SERVICES);
      configs.push(config);
      return buildApp(config, {
        database: db,
        hashing: TEST_HASHING,
        seedWhenEmpty: seed,
        logger: false,
        jobs: FAST_QUEUE,
      });
    };
    apps.push(await build(test.db, true));
    apps.push(await build(second, false));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop();
    for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('runs a due job once, not once per process', async () => {
    const [first] = apps as [FastifyInstance];
    await waitFor(
      'every job to run',
      async () => new Set((await runs(first)).map((run) => run.name)).size === ALL_JOBS.length,
    );
    // Both processes offered every due time and both poll: give the second one time to run it again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const recorded = await runs(first);
    const perDueTime = new Map<string, number>();
    for (const run of recorded) {
      const key = `${run.name} ${run.due_at}`;
      perDueTime.set(key, (perDueTime.get(key) ?? 0) + 1);
    }
    expect([...perDueTime.values()].every((count) => count === 1)).toBe(true);
    expect(recorded.every((run) => run.outcome === 'completed' && run.attempt === 1)).toBe(true);
  });
});
