import { SERVER_MESSAGES, VALIDATION } from '@member/shared';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { badRequest, notFound } from '../lib/app-error';
import { declareStatuses, takesBody } from '../lib/declared-statuses';
import { containsUnsupportedText } from '../lib/unsupported-text';

/**
 * Routes declare params, query, body and response with the zod schemas of packages/shared
 * (fastify-type-provider-zod types the handlers; @fastify/swagger documents them). This plugin
 * compiles those schemas: a request part that fails answers the envelope with the schema's own
 * Thai message, as the forms show it; a path parameter that fails is a 404 (an id is never
 * anything else). Every string of every part is checked for NUL and lone surrogates first.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Thai texts a schema may carry; any other message is zod's English default and is not shown. */
    knownMessages: { add(texts: Record<string, unknown>): void; has(text: string): boolean };
    /**
     * Checks `data` as a route's validator would (for what arrives outside a route schema, such as
     * the text fields of a multipart form): the parsed value, or the same 400 with the Thai message.
     */
    parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S>;
  }
}

export interface SchemasOptions {
  /** Check every answer against its response schema (tests): a mismatch fails loudly as a 500. */
  checkResponses?: boolean;
}

function messageOf(issues: z.core.$ZodIssue[], known: (text: string) => boolean): string {
  const first = issues[0];
  // A body that is not an object at all (array, string, number, null) gets the generic message.
  if (!first || (first.path.length === 0 && first.code === 'invalid_type')) return SERVER_MESSAGES.badRequest;
  return known(first.message) ? first.message : VALIDATION.invalidValue;
}

export default fp(
  async function schemas(app: FastifyInstance, options: SchemasOptions) {
    const known = new Set<string>();
    const add = (texts: Record<string, unknown>) => {
      for (const text of Object.values(texts)) if (typeof text === 'string') known.add(text);
    };
    add(VALIDATION);
    add(SERVER_MESSAGES);
    app.decorate('knownMessages', { add, has: (text: string) => known.has(text) });

    function check<S extends z.ZodType>(schema: S, data: unknown, httpPart?: string) {
      if (containsUnsupportedText(data)) return { error: badRequest(SERVER_MESSAGES.unsupportedCharacters) };
      // Fastify hands a missing body over as null; to a schema it is undefined (an optional body).
      const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
      if (result.success) return { value: result.data as z.output<S> };
      if (httpPart === 'params') return { error: notFound() };
      return { error: badRequest(messageOf(result.error.issues, (text) => known.has(text))) };
    }

    const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
      ({ schema, httpPart }) =>
      (data) =>
        check(schema, data, httpPart);
    app.setValidatorCompiler(validatorCompiler);
    app.decorate('parseWith', <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
      const result = check(schema, data);
      if ('error' in result) throw result.error;
      return result.value;
    });

    const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
      ({ schema, method, url }) =>
      (data) => {
        if (options.checkResponses) {
          const result = schema.safeParse(data);
          if (!result.success) {
            throw new Error(`${method} ${url}: the answer does not match its schema: ${result.error.message}`);
          }
        }
        return JSON.stringify(data);
      };
    app.setSerializerCompiler(serializerCompiler);

    // What every route answers whatever its handler does: a body that cannot be read (400 malformed,
    // 408 too slow, 413 too big, 415 not JSON) or fails its schema (400), a query that fails (400), a
    // path parameter that is not valid percent-encoding (400, from the router) or fails its schema
    // (404), and the envelope of an unexpected error (500).
    app.addHook('onRoute', (route) => {
      const body = takesBody(route);
      const pathParameters = route.url.includes(':');
      declareStatuses(route, [
        ...(body || pathParameters || route.schema?.querystring ? [400] : []),
        ...(body ? [408, 413, 415] : []),
        ...(route.schema?.params ? [404] : []),
        500,
      ]);
    });

    if (options.checkResponses) {
      // Every answer's status is one its route declares: a route that answers a status its document
      // does not list fails loudly, as a mismatched body does.
      app.addHook('onSend', async (request, reply, payload) => {
        const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
        if (declared && !(String(reply.statusCode) in declared)) {
          // Thrown here, the error would be lost on an answer that is already an error: the answer
          // itself becomes the 500, so the test that expected the status fails with the reason.
          const message = `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}, a status its schema does not declare`;
          request.log.error(message);
          reply.code(500);
          return JSON.stringify({ error: { code: 'INTERNAL', message } });
        }
        return payload;
      });
    }
  },
  { name: 'schemas', fastify: '5.x' },
);
