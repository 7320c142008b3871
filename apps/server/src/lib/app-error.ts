import { type ErrorCode, SERVER_MESSAGES } from '@member/shared';

/** An error a client is meant to see: status, code and the Thai message of the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = SERVER_MESSAGES.badRequest) => new AppError(400, 'BAD_REQUEST', message);
export const unauthorized = (message: string = SERVER_MESSAGES.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const businessRule = (message: string) => new AppError(422, 'BUSINESS_RULE', message);
export const tooManyRequests = () => new AppError(429, 'TOO_MANY_REQUESTS', SERVER_MESSAGES.tooManyRequests);

/** The code and message a client sees for a status that did not come from an AppError. */
export function envelopeForStatus(statusCode: number): { code: ErrorCode; message: string } {
  switch (statusCode) {
    case 400:
      return { code: 'BAD_REQUEST', message: SERVER_MESSAGES.badRequest };
    case 401:
      return { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized };
    case 403:
      return { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden };
    case 404:
      return { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound };
    case 405:
      return { code: 'METHOD_NOT_ALLOWED', message: SERVER_MESSAGES.methodNotAllowed };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.bodyTooLarge };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: SERVER_MESSAGES.unsupportedMediaType };
    case 429:
      return { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests };
    default:
      return statusCode >= 400 && statusCode < 500
        ? { code: 'BAD_REQUEST', message: SERVER_MESSAGES.badRequest }
        : { code: 'INTERNAL', message: SERVER_MESSAGES.internal };
  }
}
