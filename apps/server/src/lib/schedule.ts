import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` while the app is up (first run after one interval). A failure is
 * logged and the next run goes ahead; the timer does not keep the process alive and stops on close.
 * Every process of a scaled-out deployment runs its own timer: tasks must be safe to run twice.
 */
export function scheduleEvery(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
