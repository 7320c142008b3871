import { afterEach, describe, expect, it } from 'vitest';
import { makeSlipPayload, parseSlipPayload, renderSlipImage } from './index.js';
import { createSlipQrPool, type SlipQrPool } from './qr-pool';

const PAYLOAD = makeSlipPayload({ sendingBank: '014', transRef: '2025112812345678' });
const SLIP = renderSlipImage({ payload: PAYLOAD, amountText: '1,000.00' }, 'png');

describe('the slip QR worker pool', () => {
  let pool: SlipQrPool;
  afterEach(() => pool.close());

  it('reads slips in worker threads, several at once, and answers what readSlipQr answers', async () => {
    pool = createSlipQrPool({ size: 2 });
    const reads = await Promise.all([pool.read(SLIP), pool.read(SLIP), pool.read(SLIP)]);
    for (const read of reads) {
      expect(read).toEqual({ ok: true, payload: PAYLOAD });
      if (read.ok) expect(parseSlipPayload(read.payload)).toMatchObject({ ok: true, transRef: '2025112812345678' });
    }
    expect(await pool.read(new Uint8Array([1, 2, 3]))).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('ends a read that runs past the time limit as a timeout, and reads again afterwards', async () => {
    pool = createSlipQrPool({ size: 1, timeLimitMs: 1 });
    expect(await pool.read(SLIP)).toEqual({ ok: false, reason: 'timeout' });
    await pool.close();
    pool = createSlipQrPool({ size: 1, timeLimitMs: 20_000 });
    expect(await pool.read(SLIP)).toEqual({ ok: true, payload: PAYLOAD });
  });
});
