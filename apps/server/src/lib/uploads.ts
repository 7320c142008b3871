/**
 * Image uploads (decision 0040). The exported API, stable for every module:
 *
 *   registerMultipart(api, maxBytes)   // once, in app.ts, inside the /api scope (one file per request)
 *   UPLOAD_ROUTE                       // route option every upload route spreads in, e.g.
 *                                      // api.put('/admin/x/image', { ...guard, ...UPLOAD_ROUTE }, handler);
 *                                      // any other route answers multipart with 415 (JSON only, decision 0011)
 *   detectImage(buffer): { contentType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' } | null
 *                                      // by magic bytes only; a name or declared type counts for nothing
 *   readImageUpload(request, { required = true }): Promise<{ image: UploadedImage | null; fields }>
 *                                      // the request's single file (any field name; `file` by convention)
 *                                      // and its text fields; throws the AppError a client should see:
 *                                      // 415 not multipart, 400 imageRequired / imageTypeNotAllowed /
 *                                      // oneFileOnly, 413 imageTooLarge
 *   readImageForm(request, fieldsSchema, { required = true }): Promise<{ image; fields }>
 *                                      // readImageUpload, then the text fields checked with a shared
 *                                      // schema: 400 with the schema's Thai message
 *   uploadFormSchema({ fields?, file, description }): { consumes, body }
 *                                      // spread into the route's `schema`: the form, for OpenAPI only
 *   storeImage(storage, image): Promise<{ key, url }>   // FileStorage.put (lib/storage.ts)
 *
 * Sounds (mp3/wav, SPEC.md §5) go the same way:
 *   detectAudio(buffer): { contentType: 'audio/mpeg' | 'audio/wav'; extension: 'mp3' | 'wav' } | null
 *   readAudioUpload(request, texts): Promise<UploadedAudio>   // the request's single file, which must be
 *                                      // MP3 or WAV by content; `texts` are the caller's Thai refusals
 *                                      // (required, wrongType, tooLarge)
 *   storeAudio(storage, audio)
 *   uploadFormSchema({ ..., fileDescription })                // says what `file` must be
 *
 * Any other file (a bank's statement export) is read as it is, its reader judging its content:
 *   readFileForm(request, fieldsSchema, texts): Promise<{ file: { buffer, filename }; fields }>
 *
 * Read the upload before writing anything: a refused file leaves every row as it was.
 */
import multipart from '@fastify/multipart';
import { CONTENT_MESSAGES, type ImageContentType, SERVER_MESSAGES, UPLOAD_FILE_FIELD } from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from './app-error';
import type { FileStorage, StoredFile } from './storage';
import { replaceUnsupportedText } from './unsupported-text';

export interface DetectedImage {
  contentType: ImageContentType;
  extension: 'jpg' | 'png';
}

export interface UploadedImage extends DetectedImage {
  buffer: Buffer;
  /** As the client named it (never trusted; for logs and audit only). */
  filename: string;
}

export interface ImageUpload {
  image: UploadedImage | null;
  /** Text fields of the form, last value wins. */
  fields: Record<string, string>;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG: signature, then the IHDR chunk (length 13) must come first. */
const PNG_MIN_BYTES = 8 + 8 + 13 + 4;
const JPEG_MIN_BYTES = 4;

/** The image type of a buffer by its first bytes: PNG or JPEG, anything else null (GIF, SVG, text...). */
export function detectImage(buffer: Buffer): DetectedImage | null {
  if (
    buffer.length >= PNG_MIN_BYTES &&
    buffer.subarray(0, 8).equals(PNG_SIGNATURE) &&
    buffer.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return { contentType: 'image/png', extension: 'png' };
  }
  // SOI marker then the first segment's marker (APP0 JFIF, APP1 Exif, DQT, SOF...).
  if (buffer.length >= JPEG_MIN_BYTES && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    const marker = buffer[3] ?? 0;
    if (marker >= 0xc0 && marker !== 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  return null;
}

export interface DetectedAudio {
  contentType: 'audio/mpeg' | 'audio/wav';
  extension: 'mp3' | 'wav';
}

export interface UploadedAudio extends DetectedAudio {
  buffer: Buffer;
  filename: string;
}

/** An MPEG-1/2/2.5 layer III frame header: sync, a known version, layer III, a real bitrate and sample rate. */
function isMp3FrameHeader(buffer: Buffer, offset: number): boolean {
  if (buffer.length < offset + 4 || buffer[offset] !== 0xff) return false;
  const b1 = buffer[offset + 1] ?? 0;
  const b2 = buffer[offset + 2] ?? 0;
  const sync = (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0b11; // 01 is reserved
  const layer = (b1 >> 1) & 0b11; // 01 is layer III
  const bitrate = b2 >> 4; // 1111 is invalid
  const sampleRate = (b2 >> 2) & 0b11; // 11 is reserved
  return sync && version !== 0b01 && layer === 0b01 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/**
 * The audio type of a buffer by its first bytes: WAV (a RIFF file of form WAVE) or MP3 (an ID3v2 tag, or
 * a layer III frame header); anything else null (AAC, Ogg, a JPEG, text...).
 */
export function detectAudio(buffer: Buffer): DetectedAudio | null {
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WAVE'
  ) {
    return { contentType: 'audio/wav', extension: 'wav' };
  }
  // ID3v2: "ID3", a major version 2-4, a revision, flags, then a 28-bit "syncsafe" size (high bits 0).
  if (
    buffer.length >= 10 &&
    buffer.toString('latin1', 0, 3) === 'ID3' &&
    (buffer[3] ?? 0) >= 2 &&
    (buffer[3] ?? 0) <= 4 &&
    [6, 7, 8, 9].every((i) => ((buffer[i] ?? 0) & 0x80) === 0)
  ) {
    return { contentType: 'audio/mpeg', extension: 'mp3' };
  }
  if (isMp3FrameHeader(buffer, 0)) return { contentType: 'audio/mpeg', extension: 'mp3' };
  return null;
}

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 8 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads a multipart upload (`UPLOAD_ROUTE`). */
    multipart?: boolean;
  }
}

/** Spread into the options of a route that calls `readImageUpload`. */
export const UPLOAD_ROUTE = { config: { multipart: true } } as const;

export async function registerMultipart(api: FastifyInstance, maxBytes: number) {
  // Every other route keeps JSON as its only body type.
  api.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.routeOptions.config.multipart !== true) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SERVER_MESSAGES.unsupportedMediaType);
    }
  });
  await api.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + 1,
      headerPairs: 100,
    },
  });
}

export function imageTooLarge(maxBytes: number, message: string = CONTENT_MESSAGES.imageTooLarge): AppError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new AppError(413, 'PAYLOAD_TOO_LARGE', `${message} (สูงสุด ${megabytes} MB)`);
}

/** Errors of @fastify/multipart (and busboy) as the envelope a client sees. */
function uploadError(error: unknown, maxBytes: number, tooLargeMessage: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageTooLarge(maxBytes, tooLargeMessage);
    case 'FST_FILES_LIMIT':
      return badRequest(CONTENT_MESSAGES.oneFileOnly);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest();
    default:
      // Busboy's own parse errors (malformed multipart body) are the client's.
      if (error instanceof Error && /multipart|boundary|busboy|Unexpected end of form/i.test(error.message)) {
        return badRequest();
      }
      return error;
  }
}

/** What an upload's refusals say (Thai): no file, a file of another type, a file too large. */
export interface UploadTexts {
  required: string;
  wrongType: string;
  tooLarge: string;
}

const IMAGE_TEXTS: UploadTexts = {
  required: CONTENT_MESSAGES.imageRequired,
  wrongType: CONTENT_MESSAGES.imageTypeNotAllowed,
  tooLarge: CONTENT_MESSAGES.imageTooLarge,
};

/**
 * Reads the whole multipart request: at most one file (buffered, at most the configured size) and
 * its text fields; null for the file when none was chosen (and none is required).
 */
async function readUploadParts(
  request: FastifyRequest,
  texts: UploadTexts,
  required: boolean,
): Promise<{ file: { buffer: Buffer; filename: string } | null; fields: Record<string, string> }> {
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.required);
  }
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // An empty file input arrives as a part with no name and no bytes: no file chosen.
        if (buffer.length === 0 && !part.filename) continue;
        if (file) throw badRequest(CONTENT_MESSAGES.oneFileOnly);
        file = { buffer, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, request.server.config.uploadMaxBytes, texts.tooLarge);
  }
  if (!file) {
    if (required) throw badRequest(texts.required);
    return { file: null, fields };
  }
  if (file.buffer.length === 0) throw badRequest(texts.required);
  // The client's name is kept in the audit row, which cannot store a NUL or a lone surrogate.
  return { file: { ...file, filename: replaceUnsupportedText(file.filename.slice(0, 200)) }, fields };
}

/**
 * Reads the whole multipart request: at most one file (buffered, at most the configured size) and
 * its text fields. The file must be a PNG or JPEG by content.
 */
export async function readImageUpload(
  request: FastifyRequest,
  options: { required?: boolean } = {},
): Promise<ImageUpload> {
  const { file, fields } = await readUploadParts(request, IMAGE_TEXTS, options.required ?? true);
  if (!file) return { image: null, fields };
  const detected = detectImage(file.buffer);
  if (!detected) throw badRequest(CONTENT_MESSAGES.imageTypeNotAllowed);
  return { image: { ...detected, ...file }, fields };
}

/** The request's single file, which must be an MP3 or a WAV by content; `texts` are the caller's refusals. */
export async function readAudioUpload(request: FastifyRequest, texts: UploadTexts): Promise<UploadedAudio> {
  const { file } = await readUploadParts(request, texts, true);
  if (!file) throw badRequest(texts.required);
  const detected = detectAudio(file.buffer);
  if (!detected) throw badRequest(texts.wrongType);
  return { ...detected, ...file };
}

/**
 * An upload whose form also carries text fields: the file as `readImageUpload` reads it (its
 * errors come first), then the fields checked with `fieldsSchema`, answering the first failing
 * rule's Thai message as the validator does for a JSON body. Multipart fields never pass through
 * the route's validator (see `uploadFormSchema`), so this is where they are checked.
 */
export async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: S,
  options?: { required?: true },
): Promise<{ image: UploadedImage; fields: z.output<S> }>;
export async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: S,
  options: { required: false },
): Promise<{ image: UploadedImage | null; fields: z.output<S> }>;
export async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: S,
  options: { required?: boolean } = {},
): Promise<{ image: UploadedImage | null; fields: z.output<S> }> {
  const { image, fields } = await readImageUpload(request, options);
  return { image, fields: request.server.parseWith(fieldsSchema, fields) };
}

/** The request's single file, whatever its type (its reader judges it), and its text fields checked. */
export async function readFileForm<S extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: S,
  texts: UploadTexts,
): Promise<{ file: { buffer: Buffer; filename: string }; fields: z.output<S> }> {
  const { file, fields } = await readUploadParts(request, texts, true);
  if (!file) throw badRequest(texts.required);
  return { file, fields: request.server.parseWith(fieldsSchema, fields) };
}

/**
 * What an upload route declares in its `schema` (spread in): a multipart form with the image in
 * `file` and the text fields of `fields`, for the OpenAPI document. The declared body accepts
 * anything and checks nothing: @fastify/multipart leaves `request.body` empty until the handler
 * streams the parts, and a JSON body must still reach the handler's 415. The handler reads the
 * form with `readImageUpload` or `readImageForm`.
 */
export function uploadFormSchema(form: {
  fields?: z.ZodObject;
  file: 'required' | 'optional';
  description: string;
  /** What `file` must be; an image by default. */
  fileDescription?: string;
}): {
  consumes: string[];
  body: z.ZodUnknown;
} {
  const fields: z.core.JSONSchema.BaseSchema = form.fields
    ? z.toJSONSchema(form.fields, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' })
    : {};
  const file = {
    type: 'string',
    format: 'binary',
    description: form.fileDescription ?? 'A JPEG or PNG image (checked by its content).',
  };
  return {
    consumes: ['multipart/form-data'],
    body: z.unknown().meta({
      description: form.description,
      type: 'object',
      properties: { ...fields.properties, [UPLOAD_FILE_FIELD]: file },
      required: [...(fields.required ?? []), ...(form.file === 'required' ? [UPLOAD_FILE_FIELD] : [])],
    }),
  };
}

export function storeImage(storage: FileStorage, image: UploadedImage): Promise<StoredFile> {
  return storage.put(image.buffer, { contentType: image.contentType, extension: image.extension });
}

export function storeAudio(storage: FileStorage, audio: UploadedAudio): Promise<StoredFile> {
  return storage.put(audio.buffer, { contentType: audio.contentType, extension: audio.extension });
}
