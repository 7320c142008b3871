import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/harness';
import { GIF, JPEG, makePng, WEBP } from '../test/images';
import { createLocalStorage, isPrivateStorageKey, isStorageKey } from './storage';
import { detectAudio, detectImage } from './uploads';

describe('detectImage', () => {
  it('knows PNG and JPEG by their bytes', () => {
    expect(detectImage(makePng())).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(detectImage(JPEG)).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
  });

  it.each([
    ['GIF', GIF],
    ['WebP', WEBP],
    ['text', Buffer.from('hello, this is not an image at all')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['empty', Buffer.alloc(0)],
    ['a bare PNG signature', makePng().subarray(0, 8)],
    ['a PNG signature without IHDR', Buffer.concat([makePng().subarray(0, 8), Buffer.alloc(40)])],
    ['JPEG start of image only', Buffer.from([0xff, 0xd8, 0xff])],
  ])('refuses %s', (_name, buffer) => {
    expect(detectImage(buffer)).toBeNull();
  });
});

describe('detectAudio', () => {
  const wav = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([36, 0, 0, 0]),
    Buffer.from('WAVEfmt '),
    Buffer.alloc(28),
  ]);
  const id3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(20)]);
  // MPEG-1 layer III, 128 kbit/s, 44.1 kHz: the header of a plain MP3 frame.
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(40)]);

  it('knows WAV and MP3 (with an ID3 tag or from its first frame) by their bytes', () => {
    expect(detectAudio(wav)).toEqual({ contentType: 'audio/wav', extension: 'wav' });
    expect(detectAudio(id3)).toEqual({ contentType: 'audio/mpeg', extension: 'mp3' });
    expect(detectAudio(frame)).toEqual({ contentType: 'audio/mpeg', extension: 'mp3' });
  });

  it.each([
    ['a PNG', makePng()],
    ['a JPEG', JPEG],
    ['AAC (ADTS, layer bits 00)', Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0])],
    ['an MP3 frame with a reserved sample rate', Buffer.from([0xff, 0xfb, 0x9c, 0x64, 0, 0, 0, 0])],
    ['an MP3 frame with a bad bitrate', Buffer.from([0xff, 0xfb, 0xf0, 0x64, 0, 0, 0, 0])],
    ['RIFF of another form (AVI)', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')])],
    ['an ID3 tag of an unknown version', Buffer.concat([Buffer.from('ID3'), Buffer.from([9, 0, 0, 0, 0, 0, 10])])],
    ['Ogg', Buffer.from('OggS\0\x02\0\0\0\0\0\0')],
    ['text', Buffer.from('not a sound')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, buffer) => {
    expect(detectAudio(buffer)).toBeNull();
  });
});

describe('local storage', () => {
  const dir = makeTempDir('member-storage-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const storage = createLocalStorage(path.join(dir, 'uploads'));

  it('names a file by its content and gives it back with its type', async () => {
    const png = makePng();
    const stored = await storage.put(png, { contentType: 'image/png', extension: 'png' });
    expect(stored.key).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(await storage.put(png, { contentType: 'image/png', extension: 'png' })).toEqual(stored);
    expect(await storage.get(stored.key)).toEqual({ body: png, contentType: 'image/png' });
    const jpeg = await storage.put(JPEG, { contentType: 'image/jpeg', extension: 'jpeg' });
    expect(jpeg.key).toMatch(/\.jpg$/);
    expect((await storage.get(jpeg.key))?.contentType).toBe('image/jpeg');
    // No temporary files are left behind.
    expect(readdirSync(path.join(dir, 'uploads')).sort()).toEqual([jpeg.key, stored.key].sort());
  });

  it('answers null for unknown and malformed keys, never reading outside its folder', async () => {
    expect(await storage.get(`${'a'.repeat(64)}.png`)).toBeNull();
    expect(await storage.get('../jwt-secret')).toBeNull();
    expect(isStorageKey('../../etc/passwd')).toBe(false);
    expect(isStorageKey(`${'a'.repeat(64)}.exe`)).toBe(false);
    expect(existsSync(path.join(dir, 'uploads'))).toBe(true);
  });

  it('keeps private files in a folder of their own, gives them no URL, and removes a file asked to', async () => {
    const png = makePng(7, 7);
    const { key } = await storage.putPrivate(png, { contentType: 'image/png', extension: 'png' });
    expect(key).toMatch(/^private\/[0-9a-f]{64}\.png$/);
    expect(isPrivateStorageKey(key) && !isStorageKey(key)).toBe(true);
    expect(await storage.get(key)).toEqual({ body: png, contentType: 'image/png' });
    expect(() => storage.urlFor(key)).toThrow();
    expect(existsSync(path.join(dir, 'uploads', key))).toBe(true);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(isPrivateStorageKey('private/../jwt-secret')).toBe(false);
  });

  it('refuses a type it does not serve', async () => {
    await expect(storage.put(Buffer.from('x'), { contentType: 'text/html', extension: 'html' })).rejects.toThrow();
  });
});
