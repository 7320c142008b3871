import jsQR from 'jsqr';
import { decodeImage, downscale, MAX_PIXELS, type RgbaImage } from './image.js';

export type SlipQrRead = { ok: true; payload: string } | { ok: false; reason: 'not-an-image' | 'no-qr' };

/**
 * Longest sides searched, in order: the image itself when it is no larger than the first, else a copy scaled
 * down to it, then smaller copies (averaging pixels removes a photo's noise). jsQR's time grows with pixels
 * and noise (a noisy 12 MP photo takes about a minute at full size, the same photo at 1600 px well under a
 * second), so nothing larger than 1600 px is ever searched.
 */
export const SCAN_SIDES = [1600, 1000, 700] as const;

function findQr(image: RgbaImage): string | null {
  const clamped = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  // Slips are dark on light; searching the inverted image too would double the time for nothing.
  const found = jsQR(clamped, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return found === null || found.data === '' ? null : found.data;
}

/**
 * The text of the QR code on an uploaded slip image. The type is taken from the content (PNG or JPEG
 * signature), never from a name or a declared type; anything else, anything that does not decode and
 * anything above `maxPixels` is `not-an-image`. The image is searched at up to 1600 px, then at smaller
 * copies (`SCAN_SIDES`). Which QR it is (a slip's mini-QR or not) is `parseSlipPayload`'s question.
 *
 * Synchronous and CPU-bound: about 0.1–0.5 s for a real slip, up to about 8 s for an image crafted to
 * be slow (1600 px of random noise); a route runs it off the request's event loop (a worker or a job).
 */
export function readSlipQr(bytes: Uint8Array, maxPixels = MAX_PIXELS): SlipQrRead {
  const image = decodeImage(bytes, maxPixels);
  if (image === null) return { ok: false, reason: 'not-an-image' };
  let previous: RgbaImage | null = null;
  for (const side of SCAN_SIDES) {
    const copy = downscale(image, side);
    if (previous !== null && copy.width === previous.width) continue;
    previous = copy;
    const found = findQr(copy);
    if (found !== null) return { ok: true, payload: found };
  }
  return { ok: false, reason: 'no-qr' };
}
