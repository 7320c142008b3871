import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import mime from 'mime';

/** The encodings a build writes beside a text file (the apps' vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];
const ENCODING_NAMES = ENCODINGS.map((encoding) => encoding.name);

/** One file of a build, held in memory with the variants the build compressed it into. */
export interface StaticFile {
  contentType: string;
  /** Strong validator of the content: the same for every encoding of it, told apart by a suffix. */
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** What to send for one request: the body, its encoding (none for identity) and its ETag. */
export interface StaticAnswer {
  body: Buffer;
  encoding: Encoding | null;
  etag: string;
  /** Whether the file has encoded variants, so caches must key on `Accept-Encoding`. */
  varies: boolean;
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Reads a built app into memory once, at start: its URL path (`/assets/app-1a2b.js`) → the file and its
 * `.br`/`.gz` variants. A build is a few megabytes; serving it from memory spares each request the
 * `stat`, `open` and stream of a disk read (issue 34). A new build needs a restart, as before.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const all = new Set(filesUnder(root));
  const files = new Map<string, StaticFile>();
  for (const file of all) {
    if (ENCODINGS.some((encoding) => file.endsWith(encoding.suffix) && all.has(file.slice(0, -encoding.suffix.length))))
      continue;
    const identity = readFileSync(file);
    const encoded: StaticFile['encoded'] = {};
    for (const encoding of ENCODINGS) {
      if (all.has(file + encoding.suffix)) encoded[encoding.name] = readFileSync(file + encoding.suffix);
    }
    const type = mime.getType(file) ?? 'application/octet-stream';
    files.set(`/${path.relative(root, file).split(path.sep).join('/')}`, {
      contentType: /^text\/|javascript|json|xml|manifest/.test(type) ? `${type}; charset=utf-8` : type,
      etag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
      identity,
      encoded,
    });
  }
  return files;
}

/** The best variant of `file` the client's `Accept-Encoding` takes (identity when it takes none). */
export function staticAnswer(file: StaticFile, acceptEncoding: string | undefined): StaticAnswer {
  const offered = ENCODING_NAMES.filter((name) => file.encoded[name]);
  const chosen = acceptEncoding && offered.length > 0 ? (negotiate(acceptEncoding, offered) as Encoding | null) : null;
  const body = (chosen && file.encoded[chosen]) ?? file.identity;
  return {
    body,
    encoding: chosen,
    etag: `"${file.etag}${chosen ? `-${chosen}` : ''}"`,
    varies: offered.length > 0,
  };
}

/** Whether an `If-None-Match` header names this answer's ETag (or is `*`), so a 304 will do. */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
