import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { METRIC_PREFIX } from '../../lib/metrics';
import { waitingCounts } from './queries/dashboard';

/**
 * The operators' queues on `/metrics`: deposits and withdrawals waiting for a decision, counted at
 * each scrape (one statement, on the `(status, id)` indexes of migration 0002). The same figure from
 * every process of one database: aggregate it with max, not sum. A database that does not answer
 * leaves the gauge out of that scrape rather than failing the rest.
 */
export function registerMoneyMetrics(app: FastifyInstance): void {
  new Gauge({
    name: `${METRIC_PREFIX}money_queue_waiting`,
    help: 'Deposits and withdrawals waiting for an operator’s decision, by queue.',
    labelNames: ['queue'],
    registers: [app.metrics.registry],
    async collect() {
      this.reset();
      try {
        const counts = await waitingCounts(app.db);
        this.set({ queue: 'deposits' }, counts.deposits_waiting);
        this.set({ queue: 'withdrawals' }, counts.withdrawals_waiting);
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: the money queues could not be counted');
      }
    },
  });
}
