import type { FastifyInstance } from 'fastify';
import { observeJobRun } from './metrics';

/**
 * Runs `task` every `everyMs` while the app is up (first run after one interval). A failure is
 * logged and the next run goes ahead; each run's outcome is counted on `/metrics` (`observeJobRun`).
 * The timer does not keep the process alive and stops on close.
 * Every process of a scaled-out deployment runs its own timer: tasks must be safe to run twice.
 */
export function scheduleEvery(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    task().then(
      () => observeJobRun(name, 'completed', new Date()),
      (error: unknown) => {
        observeJobRun(name, 'failed', new Date());
        app.log.error({ err: error }, `${name} failed`);
      },
    );
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
