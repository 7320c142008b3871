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

export function imageTooLarge(maxBytes: number): AppError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new AppError(413, 'PAYLOAD_TOO_LARGE', `${CONTENT_MESSAGES.imageTooLarge} (สูงสุด ${megabytes} MB)`);
}

/** Errors of @fastify/multipart (and busboy) as the envelope a client sees. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageTooLarge(maxBytes);
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

/**
 * Reads the whole multipart request: at most one file (buffered, at most the configured size) and
 * its text fields. The file must be a PNG or JPEG by content.
 */
export async function readImageUpload(
  request: FastifyRequest,
  options: { required?: boolean } = {},
): Promise<ImageUpload> {
  const required = options.required ?? true;
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', CONTENT_MESSAGES.imageRequired);
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
    throw uploadError(error, request.server.config.uploadMaxBytes);
  }
  if (!file) {
    if (required) throw badRequest(CONTENT_MESSAGES.imageRequired);
    return { image: null, fields };
  }
  if (file.buffer.length === 0) throw badRequest(CONTENT_MESSAGES.imageRequired);
  const detected = detectImage(file.buffer);
  if (!detected) throw badRequest(CONTENT_MESSAGES.imageTypeNotAllowed);
  // The client's name is kept in the audit row, which cannot store a NUL or a lone surrogate.
  const filename = replaceUnsupportedText(file.filename.slice(0, 200));
  return { image: { ...detected, buffer: file.buffer, filename }, fields };
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

/**
 * What an upload route declares in its `schema` (spread in): a multipart form with the image in
 * `file` and the text fields of `fields`, for the OpenAPI document. The declared body accepts
 * anything and checks nothing: @fastify/multipart leaves `request.body` empty until the handler
 * streams the parts, and a JSON body must still reach the handler's 415. The handler reads the
 * form with `readImageUpload` or `readImageForm`.
 */
export function uploadFormSchema(form: { fields?: z.ZodObject; file: 'required' | 'optional'; description: string }): {
  consumes: string[];
  body: z.ZodUnknown;
} {
  const fields: z.core.JSONSchema.BaseSchema = form.fields
    ? z.toJSONSchema(form.fields, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' })
    : {};
  const file = { type: 'string', format: 'binary', description: 'A JPEG or PNG image (checked by its content).' };
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
