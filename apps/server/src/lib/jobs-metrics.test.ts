import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { sampleValue } from '../test/metrics';
import { createAppMetrics, observeJobRun } from './metrics';

const runs = (scrape: string, job: string, outcome: string) =>
  sampleValue(scrape, 'member_site_job_runs_total', { job, outcome }) ?? 0;
const lastSuccess = (scrape: string, job: string) =>
  sampleValue(scrape, 'member_site_job_last_success_timestamp_seconds', { job });

describe('the scheduled jobs on /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

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

  it('observes every run of the job queue, whether it completed or failed', async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;
    const before = await scrape();
    const startedAt = Date.now();
    expect(await t.app.jobs.runNow('payment-expiry')).toBe('completed');
    t.app.retention.keep({ table: 'no_such_table', column: 'created_at', keepMinutes: 1 });
    expect(await t.app.jobs.runNow('retention')).toBe('failed');
    const after = await scrape();
    expect(runs(after, 'payment-expiry', 'completed')).toBe(runs(before, 'payment-expiry', 'completed') + 1);
    expect(runs(after, 'retention', 'failed')).toBe(runs(before, 'retention', 'failed') + 1);
    expect(lastSuccess(after, 'payment-expiry')).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000));
  });
});
