import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What `/metrics` shows (plugins/metrics.ts), in Prometheus' text format. Two kinds of registry, never
 * prom-client's global one:
 * - one per app (`app.metrics.registry`): what belongs to that app (its requests, its database pool,
 *   its sockets, its Redis publishes), so the many apps a test process builds never collide;
 * - one per process, made on first use: Node's own figures, the ledger's transfers and the jobs' runs,
 *   which are counted where no app is at hand (`transfer` takes a transaction, `observeJobRun` a job's
 *   name). In production a process runs one app, so the two are the same thing; in a test process
 *   every app shows the process's counts.
 * A scrape merges both.
 */

export const METRIC_PREFIX = 'member_site_';
/** The route label of a request no route matched (the 404 handler, the web apps' history fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface AppMetrics {
  /** The app's own metrics; a plugin that owns a figure registers its gauge here. */
  readonly registry: Registry;
  readonly httpRequestDuration: Histogram<'route' | 'method' | 'status_code'>;
  readonly realtimePublishFailures: Counter;
  /** The scrape: the app's metrics and the process's, in Prometheus' text format. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

interface ProcessMetrics {
  registry: Registry;
  ledgerTransfers: Counter<'code'>;
  ledgerRefusals: Counter<'code' | 'result'>;
  jobRuns: Counter<'job' | 'outcome'>;
  jobLastSuccess: Gauge<'job'>;
}

let processMetrics: ProcessMetrics | null = null;

function ofProcess(): ProcessMetrics {
  if (processMetrics) return processMetrics;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const registers = [registry];
  processMetrics = {
    registry,
    ledgerTransfers: new Counter({
      name: `${METRIC_PREFIX}ledger_transfers_total`,
      help: 'Ledger transfers written, by transfer code (counted when written, whether or not their transaction commits).',
      labelNames: ['code'],
      registers,
    }),
    ledgerRefusals: new Counter({
      name: `${METRIC_PREFIX}ledger_transfer_refusals_total`,
      help: 'Ledger transfers refused, by transfer code and result code (exceeds_balance).',
      labelNames: ['code', 'result'],
      registers,
    }),
    jobRuns: new Counter({
      name: `${METRIC_PREFIX}job_runs_total`,
      help: 'Runs of the scheduled jobs, by job and outcome (completed, failed).',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    jobLastSuccess: new Gauge({
      name: `${METRIC_PREFIX}job_last_success_timestamp_seconds`,
      help: 'When each scheduled job last completed, in Unix seconds.',
      labelNames: ['job'],
      registers,
    }),
  };
  return processMetrics;
}

/** A new app's metrics (one registry of its own); the process's are made on the first call. */
export function createAppMetrics(): AppMetrics {
  const shared = ofProcess().registry;
  const registry = new Registry();
  const httpRequestDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: `HTTP requests by route pattern ("${UNMATCHED_ROUTE}" when none matched), method and status code.`,
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const realtimePublishFailures = new Counter({
    name: `${METRIC_PREFIX}realtime_publish_failures_total`,
    help: 'Realtime events the Redis fan-out could not publish (other processes’ sockets missed them).',
    registers: [registry],
  });
  return {
    registry,
    httpRequestDuration,
    realtimePublishFailures,
    contentType: registry.contentType,
    // Merged at each scrape: a gauge registered after start is included.
    scrape: () => Registry.merge([registry, shared]).metrics(),
  };
}

/** A transfer the ledger wrote (modules/money/ledger.ts). */
export function countLedgerTransfer(code: string): void {
  ofProcess().ledgerTransfers.inc({ code });
}

/** A transfer the ledger refused, with its result code. */
export function countLedgerRefusal(code: string, result: string): void {
  ofProcess().ledgerRefusals.inc({ code, result });
}

/**
 * One run of a scheduled job has ended (lib/schedule.ts, and the job queue that will replace it): counts
 * it by outcome and, when it completed, records when.
 */
export function observeJobRun(name: string, outcome: 'completed' | 'failed', finishedAt: Date): void {
  const metrics = ofProcess();
  metrics.jobRuns.inc({ job: name, outcome });
  if (outcome === 'completed') metrics.jobLastSuccess.set({ job: name }, finishedAt.getTime() / 1000);
}
