import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The longest a shutdown keeps serving while its clients and the balancer let go of it. */
const DRAIN_WINDOW_MS = 2_000;

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));

/**
 * A bounded, clean stop (issue 29), in two steps.
 *
 * 1. Drain: readiness answers 503 (plugins/lifecycle.ts) so the balancer stops sending, and every
 *    answer closes its HTTP/1.1 connection behind it, so clients open their next one elsewhere. The
 *    process still serves what comes, until no connection is left or the window (2 s, at most half the
 *    timeout) has passed. Nothing is closed under a client here: closing an idle keep-alive connection
 *    while its client sends on it is the one way a request is reset without its answer.
 * 2. Close: the listener stops; a request arriving on a connection still open is refused with 503
 *    before any work (Fastify's return503OnClosing); requests in progress finish with their answers;
 *    idle connections close; sockets are told to reconnect elsewhere (plugins/realtime.ts); scheduled
 *    jobs stop; the database closes.
 *
 * Whatever is still open after `timeoutMs` in all is cut, and said.
 */
export async function shutDown(app: FastifyInstance, reason: string, timeoutMs: number): Promise<number> {
  app.log.info(`${reason}: shutting down`);
  app.draining = true;
  const server = app.server as Server;
  const started = Date.now();
  const drainUntil = started + Math.min(DRAIN_WINDOW_MS, timeoutMs / 2);
  while (Date.now() < drainUntil && (await openConnections(server)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let cut = false;
  const deadline = setTimeout(
    () => {
      cut = true;
      void openConnections(server).then((open) => {
        app.log.warn({ openConnections: open }, `shutdown took over ${timeoutMs} ms: cutting what is still open`);
        server.closeAllConnections?.();
      });
    },
    started + timeoutMs - Date.now(),
  );
  try {
    await app.close();
    app.log.info(cut ? 'stopped after cutting connections' : 'stopped cleanly');
    return cut ? 1 : 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(deadline);
  }
}

/** Shuts the app down on SIGTERM or SIGINT (once), then exits with shutDown's code. */
export function shutDownOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void shutDown(app, signal, timeoutMs).then((code) => process.exit(code));
    });
  }
}
