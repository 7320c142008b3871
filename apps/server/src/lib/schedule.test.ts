import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleValue } from '../test/metrics';
import { createAppMetrics, observeJobRun } from './metrics';
import { scheduleEvery } from './schedule';

const runs = (scrape: string, job: string, outcome: string) =>
  sampleValue(scrape, 'member_site_job_runs_total', { job, outcome }) ?? 0;
const lastSuccess = (scrape: string, job: string) =>
  sampleValue(scrape, 'member_site_job_last_success_timestamp_seconds', { job });

describe('the scheduled jobs on /metrics', () => {
  let app: FastifyInstance | null = null;
  afterEach(() => app?.close());

  it('counts each run by outcome and keeps the time of the last success', async () => {
    const metrics = createAppMetrics();
    observeJobRun('test-job', 'completed', new Date('2026-01-02T03:04:05.000Z'));
    observeJobRun('test-job', 'failed', new Date('2026-01-02T03:05:00.000Z'));
    const scrape = await metrics.scrape();
    expect(runs(scrape, 'test-job', 'completed')).toBe(1);
    expect(runs(scrape, 'test-job', 'failed')).toBe(1);
    // A failure does not move the last success.
    expect(lastSuccess(scrape, 'test-job')).toBe(Date.parse('2026-01-02T03:04:05.000Z') / 1000);
  });

  it('observes every run of scheduleEvery, whether it completed or failed', async () => {
    const metrics = createAppMetrics();
    app = Fastify({ logger: false });
    let calls = 0;
    scheduleEvery(app, 'flaky sweep', 5, async () => {
      calls += 1;
      if (calls % 2 === 0) throw new Error('down');
    });
    const startedAt = Date.now();
    while (calls < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 1));
    const scrape = await metrics.scrape();
    expect(runs(scrape, 'flaky sweep', 'completed')).toBeGreaterThanOrEqual(2);
    expect(runs(scrape, 'flaky sweep', 'failed')).toBeGreaterThanOrEqual(2);
    expect(lastSuccess(scrape, 'flaky sweep')).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000));
  });
});
