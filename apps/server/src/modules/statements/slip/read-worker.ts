import { parentPort } from 'node:worker_threads';
import { readSlipQr } from './read.js';

/**
 * A worker thread of the slip QR pool (`qr-pool.ts`): says `ready` once its modules are loaded (so loading
 * does not count against a read's time limit), then reads one image per message and answers its read.
 */
parentPort?.postMessage('ready');
parentPort?.on('message', (bytes: Uint8Array) => {
  parentPort?.postMessage(readSlipQr(bytes));
});
