import { ACCOUNT_MESSAGES, firstIssueMessage, SERVER_MESSAGES, VALIDATION } from '@member/shared';
import type { z } from 'zod';
import { badRequest } from './app-error';

/** Every Thai text a schema may carry; anything else is a zod default (English) and is not shown. */
const KNOWN_MESSAGES = new Set<string>(
  (
    [...Object.values(VALIDATION), ...Object.values(SERVER_MESSAGES), ...Object.values(ACCOUNT_MESSAGES)] as unknown[]
  ).filter((message): message is string => typeof message === 'string'),
);

/**
 * Parses a request body with a shared schema. A body that is not an object at all (array, string,
 * number, null) gets the generic message; otherwise the first issue's message, as the form shows it.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  if (first && first.path.length === 0 && first.code === 'invalid_type') {
    throw badRequest(SERVER_MESSAGES.badRequest);
  }
  const message = firstIssueMessage(result.error);
  throw badRequest(KNOWN_MESSAGES.has(message) ? message : VALIDATION.invalidValue);
}
