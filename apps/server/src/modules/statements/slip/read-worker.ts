import { parentPort } from 'node:worker_threads';
import { readSlipQr } from './read.js';

/** A worker thread of the slip QR pool (`qr-pool.ts`): reads one image per message, answers its read. */
parentPort?.on('message', (bytes: Uint8Array) => {
  parentPort?.postMessage(readSlipQr(bytes));
});
