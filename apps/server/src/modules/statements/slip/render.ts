import QRCode from 'qrcode';
import { encodeImage, type ImageFormat, type RgbaImage } from './image.js';

export interface SlipImageOptions {
  /** The mini-QR payload to draw (`makeSlipPayload`). */
  payload: string;
  /** Printed above the QR in large digits (`1,500.00`); digits, `,`, `.` and spaces are drawn. */
  amountText?: string;
  /** Canvas size in pixels; 600×900 by default. */
  width?: number;
  height?: number;
  /** Side of the QR in pixels, its quiet zone included; 200 by default. */
  qrSize?: number;
  /** Top-left corner of the QR; bottom right with a margin by default, where banks print it. */
  qrX?: number;
  qrY?: number;
}

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [20, 20, 20];
const HEADER: Rgb = [20, 120, 70];
const GREY: Rgb = [200, 200, 200];

// 3×5 glyphs, rows top to bottom, bit 2 = left column.
const GLYPHS: Record<string, readonly number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 1, 1],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  '.': [0, 0, 0, 0, 2],
  ',': [0, 0, 0, 2, 4],
};

function fill(image: RgbaImage, x0: number, y0: number, w: number, h: number, color: Rgb): void {
  const xStart = Math.max(0, Math.floor(x0));
  const yStart = Math.max(0, Math.floor(y0));
  const xEnd = Math.min(image.width, Math.floor(x0 + w));
  const yEnd = Math.min(image.height, Math.floor(y0 + h));
  for (let y = yStart; y < yEnd; y++) {
    for (let x = xStart; x < xEnd; x++) {
      const i = (y * image.width + x) * 4;
      image.data[i] = color[0];
      image.data[i + 1] = color[1];
      image.data[i + 2] = color[2];
      image.data[i + 3] = 255;
    }
  }
}

function drawText(image: RgbaImage, text: string, x0: number, y0: number, scale: number): void {
  let x = x0;
  for (const char of text) {
    const rows = GLYPHS[char];
    if (rows !== undefined) {
      rows.forEach((bits, row) => {
        for (let col = 0; col < 3; col++) {
          if (bits & (4 >> col)) fill(image, x + col * scale, y0 + row * scale, scale, scale, INK);
        }
      });
    }
    x += 4 * scale;
  }
}

/** The slip's pixels: a white page, a coloured header, grey lines standing for text, the amount and the QR. */
export function drawSlip(options: SlipImageOptions): RgbaImage {
  const width = options.width ?? 600;
  const height = options.height ?? 900;
  const qrSize = options.qrSize ?? 200;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error('width and height must be positive integers');
  }
  const image: RgbaImage = { width, height, data: new Uint8Array(width * height * 4) };
  fill(image, 0, 0, width, height, WHITE);
  fill(image, 0, 0, width, Math.round(height * 0.08), HEADER);
  const margin = Math.round(Math.min(width, height) * 0.05);
  for (let line = 0; line < 4; line++) {
    fill(image, margin, height * 0.12 + line * height * 0.05, width * (0.5 - line * 0.05), height * 0.015, GREY);
  }
  if (options.amountText !== undefined) {
    drawText(image, options.amountText, margin, height * 0.36, Math.max(2, Math.round(height / 120)));
  }
  const qr = QRCode.create(options.payload, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const cell = qrSize / (modules + 2 * quiet);
  const qrX = options.qrX ?? width - margin - qrSize;
  const qrY = options.qrY ?? height - margin - qrSize;
  fill(image, qrX, qrY, qrSize, qrSize, WHITE);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      // Module edges rounded independently so that neighbouring modules leave no gaps.
      const x = Math.round(qrX + (quiet + col) * cell);
      const y = Math.round(qrY + (quiet + row) * cell);
      const right = Math.round(qrX + (quiet + col + 1) * cell);
      const bottom = Math.round(qrY + (quiet + row + 1) * cell);
      fill(image, x, y, right - x, bottom - y, INK);
    }
  }
  return image;
}

/** A plausible slip image in PNG or JPEG with the mini-QR on it (tests and the demo's sandbox bank). */
export function renderSlipImage(options: SlipImageOptions, format: ImageFormat): Uint8Array {
  return encodeImage(drawSlip(options), format);
}
