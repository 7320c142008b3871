import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, CONTENT_MESSAGES, type ChatFile, type ChatFileKind, type ChatSettings } from '@member/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { AppError, badRequest } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { detectAudio, detectImage } from '../../lib/uploads';
import type { UrlFor } from './messages';

/**
 * Attachments (`chat_files`): an image (JPEG, PNG) or a sound (MP3, WAV) recognised by its bytes, within
 * the settings' limit of its kind, stored under a private key (never served by /uploads; decision 0132).
 * The whole request is read and checked before anything is written, so a refused file leaves no row and
 * no stored file.
 */

export interface ChatUpload {
  buffer: Buffer;
  kind: ChatFileKind;
  contentType: string;
  extension: string;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
const tooLarge = (maxBytes: number) => badRequest(`${CHAT_MESSAGES.fileTooLarge} (สูงสุด ${megabytes(maxBytes)} MB)`);

/** @fastify/multipart's and busboy's errors as what a client sees. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return badRequest(CONTENT_MESSAGES.oneFileOnly);
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest();
  if (error instanceof Error && /multipart|boundary|busboy|Unexpected end of form/i.test(error.message)) {
    return badRequest();
  }
  return error;
}

/** The request's one file, recognised and within its kind's limit; the Thai 400 otherwise. */
export async function readChatUpload(request: FastifyRequest, settings: ChatSettings): Promise<ChatUpload> {
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', CHAT_MESSAGES.fileRequired);
  }
  const maxBytes = Math.max(settings.imageMaxBytes, settings.audioMaxBytes);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      // An empty file input arrives as a part with no name and no bytes: no file chosen.
      if (buffer.length === 0 && !part.filename) continue;
      if (file) throw badRequest(CONTENT_MESSAGES.oneFileOnly);
      file = buffer;
    }
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  if (!file || file.length === 0) throw badRequest(CHAT_MESSAGES.fileRequired);
  const image = detectImage(file);
  if (image) {
    if (file.length > settings.imageMaxBytes) throw tooLarge(settings.imageMaxBytes);
    return { buffer: file, kind: 'image', ...image };
  }
  const audio = detectAudio(file);
  if (audio) {
    if (file.length > settings.audioMaxBytes) throw tooLarge(settings.audioMaxBytes);
    return { buffer: file, kind: 'audio', ...audio };
  }
  throw badRequest(CHAT_MESSAGES.fileTypeNotAllowed);
}

export interface FileRow {
  id: string;
  kind: ChatFileKind;
  mime: string;
  size_bytes: number;
}

export const FILE_COLUMNS = 'f.id::text AS id, f.kind, f.mime, f.size_bytes';

export const toFile = (row: FileRow, urlFor: UrlFor): ChatFile => ({
  id: row.id,
  kind: row.kind,
  mime: row.mime,
  size: row.size_bytes,
  url: urlFor(row.id),
});

export type Uploader = { kind: 'member' | 'operator'; id: string };

/** Stores the file's bytes and its row. */
export async function storeChatFile(
  db: Queryable,
  storage: FileStorage,
  upload: ChatUpload,
  uploader: Uploader,
  at: string,
  urlFor: UrlFor,
): Promise<ChatFile> {
  const stored = await storage.putPrivate(upload.buffer, {
    contentType: upload.contentType,
    extension: upload.extension,
  });
  const { rows } = await db.query<FileRow>(
    `INSERT INTO chat_files AS f (id, uploader_kind, uploader_id, storage_key, mime, kind, size_bytes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${FILE_COLUMNS}`,
    [randomUUID(), uploader.kind, uploader.id, stored.key, upload.contentType, upload.kind, upload.buffer.length, at],
  );
  if (!rows[0]) throw new Error('chat file insert returned nothing');
  return toFile(rows[0], urlFor);
}

/** A `file_id` of a send must name the sender's own upload. */
export async function requireOwnFile(db: Queryable, fileId: string, uploader: Uploader): Promise<void> {
  const { rows } = await db.query(
    'SELECT 1 FROM chat_files WHERE id = $1 AND uploader_kind = $2 AND uploader_id = $3',
    [fileId, uploader.kind, uploader.id],
  );
  if (rows.length === 0) throw badRequest(CHAT_MESSAGES.fileNotFound);
}
