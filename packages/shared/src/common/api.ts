/** Shapes of the calls both sides share (SPEC.md §7). Every answer is `{ data }` or `{ error }`. */
export interface ApiSuccess<T> {
  data: T;
}
export interface ApiFailure {
  error: { code: ErrorCode; message: string };
}

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSINESS_RULE',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  // The game wallet's refusals (decision 0100): a provider acts on the code.
  'INSUFFICIENT_FUNDS',
  'UNKNOWN_MEMBER',
  'UNKNOWN_ROUND',
  'BET_REFUNDED',
  'TOKEN_INVALID',
  // A reused transaction id whose operation differs from the first (decision 0101).
  'EXISTS_WITH_DIFFERENT_KIND',
  'EXISTS_WITH_DIFFERENT_MEMBER',
  'EXISTS_WITH_DIFFERENT_ROUND',
  'EXISTS_WITH_DIFFERENT_AMOUNT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
