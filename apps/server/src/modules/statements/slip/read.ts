import jsQR from 'jsqr';
import { decodeImage, downscale, MAX_PIXELS, type RgbaImage } from './image.js';

export type SlipQrRead = { ok: true; payload: string } | { ok: false; reason: 'not-an-image' | 'no-qr' };

/** Longer sides of the smaller copies tried when the full image gives no QR (photos, scaled screenshots). */
const RETRY_SIDES = [1200, 800] as const;

function findQr(image: RgbaImage, attemptInverted: boolean): string | null {
  const clamped = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const found = jsQR(clamped, image.width, image.height, {
    inversionAttempts: attemptInverted ? 'attemptBoth' : 'dontInvert',
  });
  return found === null || found.data === '' ? null : found.data;
}

/**
 * The text of the QR code on an uploaded slip image. The type is taken from the content (PNG or JPEG
 * signature), never from a name or a declared type; anything else, anything that does not decode and
 * anything above `maxPixels` is `not-an-image`. The full image is searched first, then smaller copies.
 * Which QR it is (a slip's mini-QR or not) is `parseSlipPayload`'s question.
 */
export function readSlipQr(bytes: Uint8Array, maxPixels = MAX_PIXELS): SlipQrRead {
  const image = decodeImage(bytes, maxPixels);
  if (image === null) return { ok: false, reason: 'not-an-image' };
  const full = findQr(image, false);
  if (full !== null) return { ok: true, payload: full };
  let previous = image;
  for (const side of RETRY_SIDES) {
    const smaller = downscale(image, side);
    if (smaller === previous) continue;
    previous = smaller;
    const found = findQr(smaller, true);
    if (found !== null) return { ok: true, payload: found };
  }
  return { ok: false, reason: 'no-qr' };
}
