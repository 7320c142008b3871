/**
 * Where uploaded files live (decision 0040). The exported API, stable for every module:
 *
 *   interface FileStorage {
 *     put(buffer, { contentType, extension }): Promise<{ key, url }>  // content-addressed: `<sha256>.<ext>`;
 *                                                                     // the same bytes give the same key
 *     get(key): Promise<{ body: Buffer; contentType: string } | null> // null: unknown or malformed key
 *     urlFor(key): string                                             // the URL path a browser loads: /uploads/<key>
 *   }
 *   createLocalStorage(dir): FileStorage   // files in `dir` (the app uses UPLOAD_DIR, default DATA_DIR/uploads)
 *   isStorageKey(key): boolean
 *   registerUploadServing(app)             // GET /uploads/<key>: right Content-Type, immutable, nosniff; 404 otherwise
 *
 * The app is decorated with one instance: `app.storage`. Files are never overwritten or deleted
 * (a key names its bytes, and several rows may point at it); another backend (object storage)
 * implements the same interface.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error';

export interface StoredFile {
  key: string;
  url: string;
}

export interface FileStorage {
  put(buffer: Buffer, file: { contentType: string; extension: string }): Promise<StoredFile>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  urlFor(key: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The file types the site stores (SPEC.md §5: images jpg/jpeg/png, audio mp3/wav), by key extension. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};
const KEY_PATTERN = /^[0-9a-f]{64}\.(png|jpg|mp3|wav)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function normaliseExtension(extension: string): string {
  const lower = extension.toLowerCase().replace(/^\./, '');
  return lower === 'jpeg' ? 'jpg' : lower;
}

/** A folder on the local disk. Writes go to a temporary name first, so a reader never sees half a file. */
export function createLocalStorage(dir: string): FileStorage {
  mkdirSync(dir, { recursive: true });
  const urlFor = (key: string) => `${UPLOADS_URL_PREFIX}${key}`;
  return {
    urlFor,
    async put(buffer, file) {
      const extension = normaliseExtension(file.extension);
      if (!CONTENT_TYPES[extension]) throw new Error(`storage: unsupported extension ${file.extension}`);
      const key = `${createHash('sha256').update(buffer).digest('hex')}.${extension}`;
      const target = path.join(dir, key);
      const exists = await stat(target).then(
        (s) => s.size === buffer.length,
        () => false,
      );
      if (!exists) {
        const temporary = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
        await writeFile(temporary, buffer, { mode: 0o644 });
        try {
          await rename(temporary, target);
        } catch (error) {
          await unlink(temporary).catch(() => {});
          throw error;
        }
      }
      return { key, url: urlFor(key) };
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      if (!contentType) return null;
      try {
        return { body: await readFile(path.join(dir, key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /uploads/<key>` (and HEAD): the stored bytes; a key names its content, so it never changes. */
export function registerUploadServing(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(`${UPLOADS_URL_PREFIX}:key`, async (request, reply) => {
    const file = await app.storage.get(request.params.key);
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
}
