import { type AdminJob, JOB_LABELS, JOB_NAMES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRegistry, type JobQueueOptions, nextDueTimeOf } from '../lib/jobs';
import { DAY_MINUTES } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs (lib/jobs.ts): a module registers its own with `app.jobs.register`. */
    jobs: JobRegistry;
  }
}

export interface JobsOptions {
  /** The queue's settings, or false for no queue: nothing runs by itself, `runNow` still does (tests). */
  queue?: JobQueueOptions | false;
}

/**
 * The job registry and its queue (decision 0151). Modules register their jobs while the app is built;
 * once it is ready the queue starts with them; on close the worker stops taking work before the
 * database closes.
 */
export default fp(
  async function jobs(app: FastifyInstance, options: JobsOptions) {
    const registry = new JobRegistry(app.db, app.log);
    app.decorate('jobs', registry);
    app.retention.keep({ table: 'job_runs', column: 'finished_at', keepMinutes: 7 * DAY_MINUTES });
    const queue = options.queue ?? {};
    if (queue !== false) {
      app.addHook('onReady', async () => {
        if (registry.definitions().length > 0) await registry.start(queue);
      });
    }
    // Before the database closes; also when a test started the queue itself.
    app.addHook('preClose', async () => {
      await registry.stop(Math.max(1_000, app.config.shutdownTimeoutMs / 2));
    });
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['config', 'db', 'retention'] },
);

interface LastRunRow {
  name: string;
  every_ms: number;
  attempt: number;
  started_at: Date;
  finished_at: Date;
  outcome: 'completed' | 'failed';
  error: string | null;
}

/**
 * `GET /admin/jobs`: every job this process registers or that has run on this database (another
 * process may run a service this one does not), each with its last attempt, last success and next due time.
 */
export async function jobList(app: FastifyInstance, nowMs = Date.now()): Promise<AdminJob[]> {
  const [last, succeeded] = await Promise.all([
    app.db.query<LastRunRow>(
      `SELECT DISTINCT ON (name) name, every_ms, attempt, started_at, finished_at, outcome, error
       FROM job_runs ORDER BY name, finished_at DESC, id DESC`,
    ),
    app.db.query<{ name: string; at: Date }>(
      `SELECT name, max(finished_at) AS at FROM job_runs WHERE outcome = 'completed' GROUP BY name`,
    ),
  ]);
  const lastRun = new Map(last.rows.map((row) => [row.name, row]));
  const lastSuccess = new Map(succeeded.rows.map((row) => [row.name, row.at]));
  const everyMs = new Map<string, number>(last.rows.map((row) => [row.name, row.every_ms]));
  for (const job of app.jobs.definitions()) everyMs.set(job.name, job.everyMs);
  return JOB_NAMES.filter((name) => everyMs.has(name)).map((name) => {
    const every = everyMs.get(name) ?? 0;
    const run = lastRun.get(name);
    return {
      name,
      label: JOB_LABELS[name],
      every_seconds: Math.round(every / 1000),
      last_run: run
        ? {
            started_at: new Date(run.started_at).toISOString(),
            finished_at: new Date(run.finished_at).toISOString(),
            outcome: run.outcome,
            error: run.error,
            attempt: run.attempt,
          }
        : null,
      last_success_at: lastSuccess.has(name) ? new Date(lastSuccess.get(name) as Date).toISOString() : null,
      next_run_at: new Date(nextDueTimeOf(every, nowMs)).toISOString(),
    };
  });
}
