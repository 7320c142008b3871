import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { SERVER_MESSAGES } from '@member/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest, envelopeForStatus } from '../lib/app-error';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../lib/unsupported-text';

/** Bodies are small JSON documents; anything bigger is refused with 413 before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A scope of signed server-to-server calls (payment callbacks, the game providers' wallet): the HMAC is over
 * the raw bytes, so a JSON body stays the string that was sent, for the handler to verify and then parse.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
}
/** A request whose body has not fully arrived by then is cut with 408 (a slow upload, or a stalled client). */
export const BODY_TIMEOUT_MS = 30_000;

/** Fastify's own client errors, by code, with the status the client gets. */
const FASTIFY_CLIENT_ERRORS: Record<string, number> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
};

const envelope = (code: string, message: string) => JSON.stringify({ error: { code, message } });

/**
 * Errors the router raises before any route runs (a path that is not valid percent-encoding, a
 * parameter longer than the router allows). Fastify's default answer echoes the path; this one does not.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  _error,
  _request,
  reply: FastifyReply,
) => {
  reply.status(400).send({ error: envelopeForStatus(400) });
};

/** Node's parser errors that mean more than "bad request", with what the client gets. */
const PARSER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: SERVER_MESSAGES.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'URI_TOO_LONG', message: SERVER_MESSAGES.uriTooLong },
};

/** What node's HTTP parser refuses (unknown method, headers or URL too long, timeouts), in the envelope. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, code, message } = (error.code && PARSER_ERRORS[error.code]) || {
    status: 400,
    code: 'BAD_REQUEST',
    message: SERVER_MESSAGES.badRequest,
  };
  const body = envelope(code, message);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function isMalformedJson(error: FastifyError): boolean {
  return (
    error instanceof SyntaxError ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  );
}

/**
 * JSON is the only body type. An empty body counts as no body (optional bodies such as
 * insert-active); `null` is never a body; nesting deeper than any call needs is refused before the
 * text is parsed. The default parser keeps its prototype-poisoning protection. Every failure
 * leaves as `{ error: { code, message } }`; nothing unexpected leaks its details.
 */
export interface ErrorsOptions {
  /** How long a request's body may take to arrive (tests shorten it). */
  bodyTimeoutMs?: number;
}

export default fp(
  async function errors(app: FastifyInstance, options: ErrorsOptions) {
    // A body trickling in a byte at a time (node's own timeouts only watch the headers and idle
    // sockets) is cut after a bounded time: the body reader gets the error and the client a 408.
    const bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
    app.addHook('onRequest', async (request, reply) => {
      const { headers } = request.raw;
      const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
      if (!hasBody || request.raw.complete) return;
      const timer = setTimeout(() => {
        if (request.raw.complete || reply.sent || request.raw.listenerCount('error') === 0) return;
        reply.header('Connection', 'close');
        request.raw.emit('error', new AppError(408, 'REQUEST_TIMEOUT', SERVER_MESSAGES.requestTimeout));
      }, bodyTimeoutMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      request.raw.once('end', stop);
      request.raw.once('close', stop);
      reply.raw.once('finish', stop);
    });

    // An answer to a body that came too slowly (above) or could not be read (Fastify) says
    // `Connection: close`. HTTP/2 has no such header (Node drops it with a warning) and ends the stream
    // with the answer anyway: over TLS, where HTTP/2 is spoken (decision 0083), the header is taken off.
    if (app.config.tls) {
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.raw.httpVersionMajor === 2) reply.removeHeader('connection');
        return payload;
      });
    }

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (request, body, done) => {
        const text = body.toString();
        if (text.trim() === '') {
          done(null, undefined);
          return;
        }
        if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
          done(badRequest(SERVER_MESSAGES.bodyTooDeep), undefined);
          return;
        }
        parseJson(request, text, (error, value) => {
          if (!error && value === null) done(badRequest(), undefined);
          else done(error, value);
        });
      },
    );

    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
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
      const { code, message } = envelopeForStatus(status);
      return reply.status(status).send({
        error: { code, message: status === 400 && isMalformedJson(error) ? SERVER_MESSAGES.malformedJson : message },
      });
    });
  },
  { name: 'errors', fastify: '5.x' },
);
