import jpeg from 'jpeg-js';
import pngjs from 'pngjs';

/** Decoded pixels, 8-bit RGBA, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export type ImageFormat = 'png' | 'jpeg';

/** Largest image decoded: 20 megapixels (5000×4000, above a 12 MP phone photo), ≈80 MB of RGBA. */
export const MAX_PIXELS = 20_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format by content: the PNG signature, or a JPEG's SOI marker followed by a marker. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  // The IHDR chunk comes first: length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(12) !== 0x49484452) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  // Walk the marker segments after SOI up to the first start-of-frame, which holds the size.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The pixels of a PNG or JPEG, or null when the bytes are neither, cannot be decoded or are larger than
 * `maxPixels` (read from the PNG's IHDR or the JPEG's frame header before anything is decoded). Transparent
 * pixels are flattened onto white, so a QR drawn on a transparent background reads.
 */
export function decodeImage(bytes: Uint8Array, maxPixels = MAX_PIXELS): RgbaImage | null {
  const format = sniffImageFormat(bytes);
  if (format === null) return null;
  const size = format === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (size === null || size.width === 0 || size.height === 0 || size.width * size.height > maxPixels) return null;
  try {
    if (format === 'png') {
      const png = pngjs.PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (png.width !== size.width || png.height !== size.height) return null;
      const data = new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength);
      flattenOnWhite(data);
      return { width: png.width, height: png.height, data };
    }
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      // The header was checked above; these bound what jpeg-js allocates if a later frame disagrees.
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: Math.ceil((maxPixels * 16) / 1_000_000) + 64,
    });
    if (decoded.width !== size.width || decoded.height !== size.height) return null;
    return { width: decoded.width, height: decoded.height, data: decoded.data };
  } catch {
    return null;
  }
}

function flattenOnWhite(data: Uint8Array): void {
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 255;
    if (alpha === 255) continue;
    for (let c = 0; c < 3; c++) {
      const value = data[i + c] ?? 0;
      data[i + c] = Math.round((value * alpha + 255 * (255 - alpha)) / 255);
    }
    data[i + 3] = 255;
  }
}

/** A copy scaled down by averaging whole boxes of pixels so that its longer side is at most `maxSide`. */
export function downscale(image: RgbaImage, maxSide: number): RgbaImage {
  const factor = Math.ceil(Math.max(image.width, image.height) / maxSide);
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < factor; dy++) {
        let i = ((y * factor + dy) * image.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, i += 4) {
          r += image.data[i] ?? 0;
          g += image.data[i + 1] ?? 0;
          b += image.data[i + 2] ?? 0;
        }
      }
      const o = (y * width + x) * 4;
      data[o] = r / area;
      data[o + 1] = g / area;
      data[o + 2] = b / area;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

/** PNG or JPEG bytes of RGBA pixels. */
export function encodeImage(image: RgbaImage, format: ImageFormat, jpegQuality = 90): Uint8Array {
  if (format === 'png') {
    const png = new pngjs.PNG({ width: image.width, height: image.height });
    png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return new Uint8Array(pngjs.PNG.sync.write(png));
  }
  const out = jpeg.encode({ width: image.width, height: image.height, data: image.data }, jpegQuality);
  return new Uint8Array(out.data);
}
