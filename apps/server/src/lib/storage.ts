/**
 * Where uploaded files live (decision 0040). The exported API, stable for every module:
 *
 *   interface FileStorage {
 *     put(buffer, { contentType, extension }): Promise<{ key, url }>  // content-addressed: `<sha256>.<ext>`;
 *                                                                     // the same bytes give the same key
 *     putPrivate(buffer, { contentType, extension }): Promise<{ key }> // `private/<sha256>.<ext>`: never served
 *                                                                     // by /uploads; its module serves it
 *     get(key): Promise<{ body: Buffer; contentType: string } | null> // null: unknown or malformed key
 *     remove(key): Promise<void>                                      // gone (nothing if it was not there)
 *     urlFor(key): string                                             // a public key's URL path: /uploads/<key>
 *   }
 *   createLocalStorage(dir): FileStorage   // files in `dir` (the app uses UPLOAD_DIR, default DATA_DIR/uploads)
 *   isStorageKey(key): boolean             // a public key
 *   isPrivateStorageKey(key): boolean
 *   registerUploadServing(app)             // GET /uploads/<public key>: right Content-Type, immutable, nosniff; 404 otherwise
 *
 * The app is decorated with one instance: `app.storage`. Files are never overwritten, and deleted only
 * when a module moves its own out of public view (a key names its bytes, and several rows may point at
 * it); another backend (object storage) implements the same interface.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error';

export interface StoredFile {
  key: string;
  url: string;
}

export interface FileStorage {
  put(buffer: Buffer, file: { contentType: string; extension: string }): Promise<StoredFile>;
  putPrivate(buffer: Buffer, file: { contentType: string; extension: string }): Promise<{ key: string }>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
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
/** Private keys live in a folder of their own, which `GET /uploads/<key>` never reaches. */
export const PRIVATE_PREFIX = 'private/';

/** A public key: what `GET /uploads/<key>` serves. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function isPrivateStorageKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX) && KEY_PATTERN.test(key.slice(PRIVATE_PREFIX.length));
}

function normaliseExtension(extension: string): string {
  const lower = extension.toLowerCase().replace(/^\./, '');
  return lower === 'jpeg' ? 'jpg' : lower;
}

/** A folder on the local disk. Writes go to a temporary name first, so a reader never sees half a file. */
export function createLocalStorage(dir: string): FileStorage {
  mkdirSync(dir, { recursive: true });
  const urlFor = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`storage: ${key} is not a public key`);
    return `${UPLOADS_URL_PREFIX}${key}`;
  };
  const write = async (buffer: Buffer, file: { extension: string }, prefix: string): Promise<string> => {
    const extension = normaliseExtension(file.extension);
    if (!CONTENT_TYPES[extension]) throw new Error(`storage: unsupported extension ${file.extension}`);
    const key = `${prefix}${createHash('sha256').update(buffer).digest('hex')}.${extension}`;
    const target = path.join(dir, key);
    const exists = await stat(target).then(
      (s) => s.size === buffer.length,
      () => false,
    );
    if (!exists) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(dir, `.${path.basename(key)}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, buffer, { mode: 0o644 });
      try {
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    }
    return key;
  };
  const known = (key: string) => isStorageKey(key) || isPrivateStorageKey(key);
  return {
    urlFor,
    async put(buffer, file) {
      const key = await write(buffer, file, '');
      return { key, url: urlFor(key) };
    },
    async putPrivate(buffer, file) {
      return { key: await write(buffer, file, PRIVATE_PREFIX) };
    },
    async get(key) {
      if (!known(key)) return null;
      const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      if (!contentType) return null;
      try {
        return { body: await readFile(path.join(dir, key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      if (!known(key)) return;
      await unlink(path.join(dir, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /uploads/<key>` (and HEAD): the stored bytes of a public key; a key names its content, so it never
 * changes. A private key (`private%2F...` decodes to one) is not found.
 */
export function registerUploadServing(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(`${UPLOADS_URL_PREFIX}:key`, async (request, reply) => {
    const { key } = request.params;
    const file = isStorageKey(key) ? await app.storage.get(key) : null;
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
}
