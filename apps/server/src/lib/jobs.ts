import type { JobName, JobOutcome } from '@member/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import { observeJobRun } from './metrics';

/**
 * The scheduled jobs (issue 29, decision 0151): one registry, one runner. A module registers
 * `{ name, everyMs, run }`; time is cut into intervals of `everyMs` from the epoch and each interval
 * runs once across every process of one database. Each process offers the current interval to the
 * pg-boss queue (a throttled send: one job per name and interval, whoever sends first), and one worker
 * of one process takes it. A failure is retried with backoff; every attempt is written to `job_runs`,
 * the record operators read.
 */
export interface JobDefinition {
  name: JobName;
  /** Its interval, in whole seconds (the queue throttles by the second). */
  everyMs: number;
  /** The work; a rejection fails the attempt (retried) and its message is recorded. */
  run(): Promise<unknown>;
}

export interface JobQueueOptions {
  /** How often a worker looks for a job it may take (pg-boss polls); default 5 s. */
  pollingIntervalSeconds?: number;
  /** Retries after a failed attempt; default 3. */
  retryLimit?: number;
  /** The first retry's delay, doubled for each next one (with jitter); default a tenth of the interval, 1–60 s. */
  retryDelaySeconds?: number;
}

/** One attempt of one due time, as `job_runs` keeps it. */
export interface JobRun {
  name: JobName;
  everyMs: number;
  attempt: number;
  dueAt: Date;
  startedAt: Date;
  finishedAt: Date;
  outcome: JobOutcome;
  error: string | null;
}

/** The start of the interval `atMs` falls in. */
export const dueTimeOf = (everyMs: number, atMs: number) => Math.floor(atMs / everyMs) * everyMs;

/** The next interval's start after `atMs`: when the job is next due. */
export const nextDueTimeOf = (everyMs: number, atMs: number) => dueTimeOf(everyMs, atMs) + everyMs;

/**
 * pg-boss's schema beside the app's: `pgboss` for a database in `public`, else `<schema>_pgboss` (each
 * test database is a schema of its own, and its queue goes with it).
 */
export const queueSchemaFor = (appSchema: string) => (appSchema === 'public' ? 'pgboss' : `${appSchema}_pgboss`);

/**
 * pg-boss over the app's own database: statements with parameters go through `query`; its schema
 * scripts and locked steps (several statements, their own BEGIN and COMMIT, no parameters) through
 * `script`. On PGlite this is the one connection the app has; on PostgreSQL the app's pool.
 */
export function queueDatabase(db: Database): Db {
  return {
    executeSql: (text, values) => (values?.length ? db.query(text, values) : db.script(text)),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

async function recordRun(db: Database, run: JobRun): Promise<void> {
  await db.query(
    `INSERT INTO job_runs (name, every_ms, attempt, due_at, started_at, finished_at, outcome, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      run.name,
      run.everyMs,
      run.attempt,
      run.dueAt.toISOString(),
      run.startedAt.toISOString(),
      run.finishedAt.toISOString(),
      run.outcome,
      run.error,
    ],
  );
}

export class JobRegistry {
  private readonly jobs = new Map<JobName, JobDefinition>();
  private boss: PgBoss | null = null;
  private ticker: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a job; before the app is ready (the queue starts with what is registered then). */
  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    if (!Number.isInteger(job.everyMs / 1000) || job.everyMs < 1000) {
      throw new Error(`job ${job.name}: everyMs must be whole seconds`);
    }
    if (this.boss) throw new Error(`job ${job.name} registered after the queue started`);
    this.jobs.set(job.name, job);
  }

  definitions(): JobDefinition[] {
    return [...this.jobs.values()];
  }

  /**
   * Runs one attempt here, now, and records it; answers its outcome. A failed attempt's error is
   * thrown again when `rethrow` is set (the queue's worker, so pg-boss retries it).
   */
  async execute(name: JobName, attempt: number, dueAt: Date, rethrow = false): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    const startedAt = new Date();
    let outcome: JobOutcome = 'completed';
    let failure: unknown = null;
    try {
      await job.run();
    } catch (error) {
      outcome = 'failed';
      failure = error;
      this.log.error({ err: error, job: name, attempt }, `job ${name} failed`);
    }
    const finishedAt = new Date();
    const run = { name, everyMs: job.everyMs, attempt, dueAt, startedAt, finishedAt, outcome };
    await recordRun(this.db, { ...run, error: failure === null ? null : errorText(failure) }).catch((error: unknown) =>
      this.log.error({ err: error, job: name }, 'job run not recorded'),
    );
    observeJobRun(name, outcome, finishedAt);
    if (failure !== null && rethrow) throw failure;
    return outcome;
  }

  /** Runs a job once, here, outside the queue (tests; an operator's "run now"). */
  runNow(name: JobName): Promise<JobOutcome> {
    return this.execute(name, 1, new Date());
  }

  /** Starts the queue: pg-boss in its schema, one queue and one worker per job, the due times offered. */
  async start(options: JobQueueOptions = {}): Promise<void> {
    const { rows } = await this.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = queueSchemaFor(rows[0]?.schema ?? 'public');
    const boss = new PgBoss({
      db: queueDatabase(this.db),
      schema,
      backend: this.db.kind === 'pglite' ? 'pglite' : 'postgres',
      // Due times come from `offerDueTimes`, not pg-boss's cron (minute-granular).
      schedule: false,
      registerInstance: false,
    });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    if (this.db.kind === 'postgres') {
      // Processes starting together would each create pg-boss's schema (CREATE SCHEMA IF NOT EXISTS
      // races in the catalog): one at a time, under a lock held by a transaction of its own.
      await this.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`member-site:jobs:${schema}`]);
        await boss.start();
      });
    } else {
      await boss.start();
    }
    this.boss = boss;
    for (const job of this.jobs.values()) {
      const everySeconds = job.everyMs / 1000;
      const queue = {
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? Math.min(60, Math.max(1, Math.round(everySeconds / 10))),
        retryBackoff: true,
        retryDelayMax: Math.max(1, Math.round(everySeconds / 2)),
        // An attempt that hangs is failed (and retried) after the longer of its interval and 5 minutes.
        expireInSeconds: Math.max(300, everySeconds),
      };
      await boss.createQueue(job.name, queue);
      // Created by an earlier version with other settings: take this version's.
      await boss.updateQueue(job.name, queue);
      await boss.work<{ dueAt: string }>(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 1 },
        async ([taken]) => {
          if (!taken) return;
          await this.execute(job.name, taken.retryCount + 1, new Date(taken.data.dueAt), true);
        },
      );
    }
    const tickMs = Math.min(15_000, ...this.definitions().map((job) => job.everyMs / 4));
    this.ticker = setInterval(() => void this.offerDueTimes(), tickMs);
    this.ticker.unref();
    await this.offerDueTimes();
  }

  /**
   * Offers each job's current interval to the queue. pg-boss keeps one job per name and interval
   * (`singletonKey` + `singletonSeconds`), so of every process that offers it, one send makes the job.
   */
  private async offerDueTimes(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    for (const job of this.jobs.values()) {
      const dueAt = new Date(dueTimeOf(job.everyMs, Date.now())).toISOString();
      await boss
        .send(job.name, { dueAt }, { singletonKey: job.name, singletonSeconds: job.everyMs / 1000 })
        .catch((error: unknown) => this.log.error({ err: error, job: job.name }, 'job not offered'));
    }
  }

  /** Stops offering and taking work; an attempt in progress may finish within `timeoutMs`. */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: timeoutMs, close: false });
  }
}
