import { z } from 'zod';
import { ERROR_CODES } from './api';
import { VALIDATION as M } from './messages';

/**
 * Response shapes of the API, as zod schemas: routes declare them (the OpenAPI document is made
 * from them; tests check every answer against them). Each schema is tied to the TypeScript type the
 * web app reads with `satisfies z.ZodType<T>`, so the two cannot drift apart. Server-only: the web
 * app imports the types from `@member/shared`, never this folder.
 */

/** `{ error: { code, message } }`: every failure. */
export const errorEnvelopeSchema = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
});

/** `{ data }` around an answer. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/**
 * A failure an operation answers because of what its handler decides (a missing row, a conflict, a
 * broken business rule). The failures every operation of a kind answers (400 for a bad body or
 * query, 401/403 behind a token, 404 for a bad path id, 429 under the rate limit, 500) are added by
 * the server's plugins that produce them, so a route lists only its own.
 */
export type FailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** The error envelope under each status. */
export const failuresOf = (statuses: readonly FailureStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Partial<
    Record<FailureStatus, typeof errorEnvelopeSchema>
  >;

/** The `response` of a route: `200 { data }`, and the error envelope for each failure it decides on. */
export const answers = <T extends z.ZodType>(schema: T, ...failures: FailureStatus[]) => ({
  200: dataOf(schema),
  ...failuresOf(failures),
});

/** The `response` of a route that creates something: `201 { data }`. */
export const createdAnswers = <T extends z.ZodType>(schema: T, ...failures: FailureStatus[]) => ({
  201: dataOf(schema),
  ...failuresOf(failures),
});

/** A page of rows (`Page<T>`). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

/** `{ deleted: true }`: a row removed. */
export const deletedSchema = z.object({ deleted: z.boolean() });

/** A numeric row id in a path (`/:id`): anything else is a 404. */
export const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, M.invalidValue) });

/** An ISO 8601 timestamp as the API writes it. */
export const isoTimeSchema = z.string();
