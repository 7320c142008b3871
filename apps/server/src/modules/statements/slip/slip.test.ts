import pngjs from 'pngjs';
import { anyId } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage, type RgbaImage } from './image.js';
import {
  createSandboxSlipVerifier,
  makeSlipPayload,
  parseSlipPayload,
  readSlipQr,
  renderSlipImage,
  type SandboxTransfer,
} from './index.js';
import { drawSlip } from './render.js';

const REFERENCE = { sendingBank: '004', transRef: '015123134325ATF01234' };

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function readReference(bytes: Uint8Array) {
  const read = readSlipQr(bytes);
  if (!read.ok) return read;
  return parseSlipPayload(read.payload);
}

/** A slip photographed on a table: uneven light, sensor noise, the slip not filling the frame. */
function photoOfSlip(): RgbaImage {
  const width = 1200;
  const height = 1600;
  const slip = drawSlip({ payload: makeSlipPayload(REFERENCE), amountText: '2,350.00', width: 800, height: 1200 });
  const photo: RgbaImage = { width, height, data: new Uint8Array(width * height * 4) };
  const random = seeded(30);
  const offsetX = 220;
  const offsetY = 240;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const light = 0.75 + 0.2 * (x / width) + 0.05 * (y / height);
      const sx = x - offsetX;
      const sy = y - offsetY;
      const inside = sx >= 0 && sy >= 0 && sx < slip.width && sy < slip.height;
      for (let c = 0; c < 3; c++) {
        const base = inside ? (slip.data[(sy * slip.width + sx) * 4 + c] ?? 0) : [120, 90, 60][c]!;
        const noisy = base * light + (random() - 0.5) * 30;
        photo.data[o + c] = Math.max(0, Math.min(255, Math.round(noisy)));
      }
      photo.data[o + 3] = 255;
    }
  }
  return photo;
}

describe('makeSlipPayload and parseSlipPayload', () => {
  it('round-trips the sending bank and the reference', () => {
    const payload = makeSlipPayload(REFERENCE);
    expect(payload.startsWith('0041000600000101030040220')).toBe(true);
    expect(parseSlipPayload(payload)).toEqual({ ok: true, ...REFERENCE });
  });

  it('reads a slip payload with surrounding whitespace', () => {
    expect(parseSlipPayload(` ${makeSlipPayload(REFERENCE)}\n`)).toEqual({ ok: true, ...REFERENCE });
  });

  it('refuses a payload whose CRC does not match', () => {
    const payload = makeSlipPayload(REFERENCE);
    const crc = payload.slice(-4);
    const wrongCrc = payload.slice(0, -4) + (crc === '0000' ? '0001' : '0000');
    expect(parseSlipPayload(wrongCrc)).toEqual({ ok: false, reason: 'not-a-slip' });
    const changedRef = payload.replace('ATF', 'ATG');
    expect(parseSlipPayload(changedRef)).toEqual({ ok: false, reason: 'not-a-slip' });
  });

  it('refuses a PromptPay payment QR, other text and empty input', () => {
    const promptPay = anyId({ type: 'MSISDN', target: '0812345678', amount: 150 });
    expect(parseSlipPayload(promptPay)).toEqual({ ok: false, reason: 'not-a-slip' });
    expect(parseSlipPayload('https://example.com/slip/123')).toEqual({ ok: false, reason: 'not-a-slip' });
    expect(parseSlipPayload('')).toEqual({ ok: false, reason: 'not-a-slip' });
    expect(parseSlipPayload('0'.repeat(600))).toEqual({ ok: false, reason: 'not-a-slip' });
  });

  it('refuses to build a payload with a bank id that is not three digits or an odd reference', () => {
    expect(() => makeSlipPayload({ sendingBank: '4', transRef: 'ABC' })).toThrow();
    expect(() => makeSlipPayload({ sendingBank: '004', transRef: '' })).toThrow();
    expect(() => makeSlipPayload({ sendingBank: '004', transRef: 'A B' })).toThrow();
  });
});

describe('readSlipQr', () => {
  it('reads back a rendered PNG slip and a rendered JPEG slip', () => {
    const payload = makeSlipPayload(REFERENCE);
    for (const format of ['png', 'jpeg'] as const) {
      const bytes = renderSlipImage({ payload, amountText: '1,500.00' }, format);
      expect(readSlipQr(bytes)).toEqual({ ok: true, payload });
      expect(readReference(bytes)).toEqual({ ok: true, ...REFERENCE });
    }
  });

  it('reads a QR of 250 px inside a 1200×1600 photo-like image', () => {
    const payload = makeSlipPayload(REFERENCE);
    const bytes = renderSlipImage({ payload, width: 1200, height: 1600, qrSize: 250, qrX: 700, qrY: 1100 }, 'jpeg');
    expect(readReference(bytes)).toEqual({ ok: true, ...REFERENCE });
  });

  it('reads a slip photographed with uneven light and noise, saved as a JPEG', () => {
    const bytes = encodeImage(photoOfSlip(), 'jpeg', 75);
    expect(readReference(bytes)).toEqual({ ok: true, ...REFERENCE });
  });

  it('reads a noisy 2000×2600 photo through its scaled-down copies', () => {
    const payload = makeSlipPayload(REFERENCE);
    const photo = drawSlip({ payload, width: 2000, height: 2600, qrSize: 500, qrX: 1300, qrY: 1900 });
    const random = seeded(12);
    for (let i = 0; i < photo.data.length; i += 4) {
      const noise = (random() - 0.5) * 80;
      for (let c = 0; c < 3; c++)
        photo.data[i + c] = Math.max(0, Math.min(255, Math.round(photo.data[i + c]! + noise)));
    }
    expect(readReference(encodeImage(photo, 'jpeg', 80))).toEqual({ ok: true, ...REFERENCE });
  });

  it('reads a QR drawn on a transparent PNG background', () => {
    const slip = drawSlip({
      payload: makeSlipPayload(REFERENCE),
      width: 300,
      height: 300,
      qrSize: 280,
      qrX: 10,
      qrY: 10,
    });
    for (let i = 0; i < slip.data.length; i += 4) {
      if (slip.data[i] === 255) slip.data.set([0, 0, 0, 0], i);
    }
    expect(readReference(encodeImage(slip, 'png'))).toEqual({ ok: true, ...REFERENCE });
  });

  it('reads grayscale and 16-bit PNGs', () => {
    const slip = drawSlip({ payload: makeSlipPayload(REFERENCE) });
    const gray = new pngjs.PNG({ width: slip.width, height: slip.height });
    gray.data = Buffer.from(slip.data);
    const gray8 = pngjs.PNG.sync.write(gray, { colorType: 0, bitDepth: 8, inputColorType: 6, inputHasAlpha: true });
    expect(readReference(new Uint8Array(gray8))).toEqual({ ok: true, ...REFERENCE });
    const deep = new pngjs.PNG({ width: slip.width, height: slip.height });
    // pngjs takes 16-bit samples as a Uint16Array in place of its byte buffer.
    Object.assign(deep, { data: Uint16Array.from(slip.data, (v) => v * 257) });
    const rgb16 = pngjs.PNG.sync.write(deep, { colorType: 2, bitDepth: 16, inputColorType: 6, inputHasAlpha: true });
    expect(readReference(new Uint8Array(rgb16))).toEqual({ ok: true, ...REFERENCE });
  });

  it('answers no-qr for an image without a QR', () => {
    const blank: RgbaImage = { width: 400, height: 600, data: new Uint8Array(400 * 600 * 4).fill(255) };
    expect(readSlipQr(encodeImage(blank, 'png'))).toEqual({ ok: false, reason: 'no-qr' });
    expect(readSlipQr(encodeImage(blank, 'jpeg'))).toEqual({ ok: false, reason: 'no-qr' });
  });

  it('answers not-an-image for random bytes, a GIF, a text file, an empty or truncated file', () => {
    const random = seeded(7);
    const noise = Uint8Array.from({ length: 4096 }, () => Math.floor(random() * 256));
    const gif = Uint8Array.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3b]);
    const text = new TextEncoder().encode('โอนแล้วนะคะ 1,500.00 บาท\n');
    const png = renderSlipImage({ payload: makeSlipPayload(REFERENCE) }, 'png');
    const jpeg = renderSlipImage({ payload: makeSlipPayload(REFERENCE) }, 'jpeg');
    for (const bytes of [noise, gif, text, new Uint8Array(0), png.slice(0, 40), jpeg.slice(0, 200)]) {
      expect(readSlipQr(bytes)).toEqual({ ok: false, reason: 'not-an-image' });
    }
  });

  it('refuses images above the pixel limit before decoding them', () => {
    const payload = makeSlipPayload(REFERENCE);
    for (const format of ['png', 'jpeg'] as const) {
      const bytes = renderSlipImage({ payload }, format); // 600×900 = 540 000 pixels
      expect(readSlipQr(bytes, 500_000)).toEqual({ ok: false, reason: 'not-an-image' });
      expect(readSlipQr(bytes, 540_000)).toEqual({ ok: true, payload });
    }
    // A PNG header announcing 100 000 × 100 000 pixels, with nothing behind it worth decoding.
    const huge = renderSlipImage({ payload, width: 10, height: 10, qrSize: 10 }, 'png');
    new DataView(huge.buffer, huge.byteOffset).setUint32(16, 100_000);
    new DataView(huge.buffer, huge.byteOffset).setUint32(20, 100_000);
    expect(decodeImage(huge)).toBeNull();
    expect(readSlipQr(huge)).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('reads a payment QR too, which parseSlipPayload then refuses as not-a-slip', () => {
    const promptPay = anyId({ type: 'MSISDN', target: '0812345678', amount: 150 });
    const read = readSlipQr(renderSlipImage({ payload: promptPay }, 'png'));
    expect(read).toEqual({ ok: true, payload: promptPay });
    expect(readReference(renderSlipImage({ payload: promptPay }, 'png'))).toEqual({ ok: false, reason: 'not-a-slip' });
  });
});

describe('createSandboxSlipVerifier', () => {
  const transfer: SandboxTransfer = {
    transRef: REFERENCE.transRef,
    amountSatang: 150_000,
    occurredAt: new Date('2026-11-28T03:15:00.000Z'),
    receiver: { bankCode: '014', accountDigits: '4567', name: 'MEMBER SITE CO LTD' },
    sender: { bankCode: '004', accountDigits: '1234', name: 'SOMCHAI J' },
  };

  it('answers the stored transfer for its reference and sending bank', async () => {
    const calls: [string, string][] = [];
    const verifier = createSandboxSlipVerifier(async (transRef, sendingBank) => {
      calls.push([transRef, sendingBank]);
      return transRef === transfer.transRef && sendingBank === '004' ? transfer : null;
    });
    expect(await verifier.verify(REFERENCE)).toEqual({ ok: true, ...transfer });
    expect(calls).toEqual([[REFERENCE.transRef, '004']]);
    expect(await verifier.verify({ sendingBank: '014', transRef: REFERENCE.transRef })).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await verifier.verify({ sendingBank: '004', transRef: 'NOPE' })).toEqual({ ok: false, reason: 'not-found' });
  });

  it('answers unavailable when the lookup fails or the stored transfer is not usable', async () => {
    const failing = createSandboxSlipVerifier(async () => {
      throw new Error('connection refused');
    });
    expect(await failing.verify(REFERENCE)).toEqual({ ok: false, reason: 'unavailable' });
    for (const broken of [
      { ...transfer, amountSatang: 0 },
      { ...transfer, amountSatang: 10.5 },
      { ...transfer, occurredAt: new Date(Number.NaN) },
      { ...transfer, transRef: 'OTHER' },
    ]) {
      const verifier = createSandboxSlipVerifier(async () => broken);
      expect(await verifier.verify(REFERENCE)).toEqual({ ok: false, reason: 'unavailable' });
    }
  });
});
