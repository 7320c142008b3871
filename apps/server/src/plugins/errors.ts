import { SERVER_MESSAGES } from '@member/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, envelopeForStatus } from '../lib/app-error';

/** Bodies are small JSON documents; anything bigger is refused with 413 before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Fastify's own client errors, by code, with the status the client gets. */
const FASTIFY_CLIENT_ERRORS: Record<string, number> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
};

/**
 * JSON is the only body type. An empty body counts as no body (optional bodies such as
 * insert-active); the default parser keeps its prototype-poisoning protection.
 */
export function registerBodyParsing(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (req, body, done) => {
      if (body.toString().trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(req, body.toString(), done);
    },
  );
}

/** Every failure leaves as `{ error: { code, message } }`; nothing unexpected leaks its details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    const knownStatus = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    const status =
      knownStatus ?? (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);
    if (status === 500) {
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    } else if (!knownStatus) {
      request.log.info({ err: error }, 'client error');
    }
    const envelope = envelopeForStatus(status);
    const message = status === 400 && isMalformedJson(error) ? SERVER_MESSAGES.malformedJson : envelope.message;
    return reply.status(status).send({ error: { code: envelope.code, message } });
  });
}

function isMalformedJson(error: FastifyError): boolean {
  return (
    error instanceof SyntaxError ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  );
}
