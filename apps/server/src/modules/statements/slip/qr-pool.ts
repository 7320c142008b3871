import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_DIR } from '../../../lib/server-dir';
import type { SlipQrRead } from './read.js';

/** What the pool answers: the read, or `timeout` when the image took longer than the limit (taken as no QR). */
export type PooledQrRead = SlipQrRead | { ok: false; reason: 'timeout' };

export interface SlipQrPool {
  read(bytes: Uint8Array): Promise<PooledQrRead>;
  close(): Promise<void>;
}

/** The compiled worker's name beside dist/main.js (build.mjs makes it an entry point of its own). */
export const BUILT_WORKER = 'slip-read-worker.js';

/**
 * Where the worker is: from the source (tests, `tsx`) the TypeScript file run through tsx's loader; from the
 * build the bundled file in dist/.
 */
function workerSpec(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return { file: path.join(path.dirname(here), 'read-worker.ts'), execArgv: ['--import', 'tsx'] };
  }
  return { file: path.join(SERVER_DIR, 'dist', BUILT_WORKER), execArgv: [] };
}

/**
 * `readSlipQr` off the event loop (decision 0163): worker threads, at most `size` at once, reused while
 * they answer in time. A read that runs past `timeLimitMs` (a crafted image) ends its worker and answers
 * `timeout`; reads beyond `size` wait their turn.
 */
export function createSlipQrPool({
  size = Math.max(1, Math.min(4, availableParallelism() - 1)),
  timeLimitMs = 5_000,
}: { size?: number; timeLimitMs?: number } = {}): SlipQrPool {
  const spec = workerSpec();
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const queue: (() => void)[] = [];
  let busy = 0;
  let closed = false;

  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(spec.file, { execArgv: spec.execArgv });
      all.add(worker);
      worker.unref();
      worker.once('exit', () => {
        all.delete(worker);
        const at = idle.indexOf(worker);
        if (at >= 0) idle.splice(at, 1);
      });
      // Its first message says its modules are loaded: the time limit counts from there.
      worker.once('message', () => {
        worker.off('error', reject);
        resolve(worker);
      });
      worker.once('error', reject);
    });

  const acquire = async () => {
    if (busy >= size) await new Promise<void>((resolve) => queue.push(resolve));
    busy += 1;
  };
  const release = () => {
    busy -= 1;
    queue.shift()?.();
  };

  const readOn = (worker: Worker, bytes: Uint8Array) =>
    new Promise<PooledQrRead>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        void worker.terminate();
        resolve({ ok: false, reason: 'timeout' });
      }, timeLimitMs);
      const onMessage = (read: SlipQrRead) => {
        cleanup();
        idle.push(worker);
        resolve(read);
      };
      const onError = (error: unknown) => {
        cleanup();
        void worker.terminate();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage(bytes);
    });

  return {
    async read(bytes) {
      if (closed) throw new Error('the slip QR pool is closed');
      await acquire();
      try {
        const worker = idle.pop() ?? (await spawn());
        return await readOn(worker, bytes);
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}
