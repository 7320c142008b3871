import { deflateSync } from 'node:zlib';

/**
 * Image fixtures for upload tests. PNGs are built here (any size and colour, so each test can upload
 * bytes of its own); the JPEG, GIF and WebP are the tiny images of CPython's test suite
 * (Lib/test/imghdrdata/python.*, PSF licence).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

let colourCounter = 0;
/** A valid RGB PNG; each call without a colour gets a new colour, so new bytes (a new storage key). */
export function makePng(width = 2, height = 2, rgb?: [number, number, number]): Buffer {
  colourCounter += 1;
  const colour = rgb ?? [colourCounter & 255, (colourCounter >> 8) & 255, 200];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => colour).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z',
  'base64',
);
export const GIF = Buffer.from(
  'R0lGODlhEAAQAPZkAOu7GOu+IfPBGvrHGf3LG//MHOvCKv/PI//PJP/QJf/QJv/TLf3SL//TLv/TL+vFNOjHPf/TMP/UMP3VNv/WN/rTOf/XOP/XOf/XOvnVPv/YOuzORf3ZQf/aQf/aQv/bQv/bQ//bRP3dSv/eS//fTf3eTv/fTv/iVf/jV//jWP/mYf/nYf/nYvLhbvXjb/3pav/rbDJghzZmkDZnkTVokjZpkzZplDdoljdqljlsljhslzltmTpvmzpwnDtwnDtwnTxxnj1zoD1zoj10oT50oj51oz92pUB4pkB4p0F5qEJ7qkN8q0N9rUN9rkR9rUR+rUV/r0aAsEaAsUaBskeBskiDtEiEtUiFtkmFt0qHuUqGukuIu0yJvEyKvE2LvkyKv06NwE+NwVCPw1KRxv///wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACH5BAEAAGUAIf8LSW1hZ2VNYWdpY2sHZ2FtbWE9MAAsAAAAABAAEAAAB6iAZYJlYVpSTEZAN4OMgl1kUkpEPTiNjFeRRD44NZZlX1dMRDkyOTiVjGNhXFVQR0A8NadlJyMZZWJfVFBKsDW/MWUjHROfV1SSQKczwRvEC2XHS0edjR0XCwdlh0czZS0vLCcmHRoLCARlTJJlLjAsKSYhFxEIBQKCQj5l7/Hl5wUKWIJnAsIDAwEAAPAUb16EBAI9lZF3QUICMukklqnwsMAAjSAHBQIAOw==',
  'base64',
);
export const WEBP = Buffer.from(
  'UklGRqgBAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSMMAAAABJ6KokSTleucYX+ffKpmImP90cY3gJjDi4Yt3MsjBEVyDKzDosHgVjnhRNcEIDAJPkqBqsFUZHNa2bUYvTsZ2PLbtd/uvKa4hov9J0f2PkPe6REkkGzolkTTzFG0Ox9PlFiD0CxS+kOGDtxoynjaCfx0pfk52CPuInrOR75lzRugygtv4zEiy90UwfSD9NheMITJWLaXWayO8XeOlWRXVnIGk2W6WdYoYMQ+KqixQNPowgt+6a1BSKbUtz+lUFAoBAAAAVlA4IL4AAACQAgCdASoQABAAAwA0JbACdDBPCIUMfAMdCCz96AD+/XSg/QKbH4r3Q3ycN/bSDK/T/zVo4u6nvclvG/SqxWOuup+XhN9BojvaW+Tv+MvxvX/hr/o/5Qns9LtmX/+qKdl/yWznhuasl7nkxvSTI4xf3Y85VSB/lU/8Ofj/b9JrA+ifvIOYZm2x1RP/dhfmsf5diuSfR7+z+r/+HR3zEo/+XM/B+vkYw73Pzx+ROaAB/ZoBSzEs3rzZe6qsAAAA',
  'base64',
);

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer })[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----member-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
