import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * An operation's id when its route names none: its method and path in camel case
 * (`POST /admin/deposits/:id/approve` → `postAdminDepositsByIdApprove`), unique within a service
 * and stable while the route is, so a generated client's names do not move.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** What every operation may answer while its process shuts down, whatever the operation. */
const SHUTDOWN_NOTE =
  'While a process shuts down, a call reaching it on a connection already open may be refused with 503 before any work is done: send it again.';

export interface OpenApiOptions {
  title: string;
  description: string;
}

/**
 * The OpenAPI 3 document of one service, generated from the zod schemas its routes declare, served
 * as JSON at `docs/json` under the service's prefix, with a readable page at `docs`. Registered first inside
 * the service's scope, so it sees exactly that service's routes.
 */
export default fp(
  async function openapi(app: FastifyInstance, options: OpenApiOptions) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: options.title,
          description: `${options.description}\n\n${SHUTDOWN_NOTE}`,
          version: '1.0.0',
          license: { name: 'Proprietary' },
        },
        // The paths are absolute: the document is served by, and describes, the server it came from.
        servers: [{ url: '/', description: 'The server this document was read from' }],
        components: {
          securitySchemes: {
            member: { type: 'http', scheme: 'bearer', description: 'POST /api/member/login' },
            operator: { type: 'http', scheme: 'bearer', description: 'POST /api/admin/login' },
            signature: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Signature',
              description: 'The hex HMAC-SHA256 of the raw body, with the secret shared with the caller',
            },
            statementSource: {
              type: 'http',
              scheme: 'bearer',
              description: "A statement source's token, given out once by the back office",
            },
          },
        },
      },
      transform: (route) => {
        const transformed = jsonSchemaTransform(route);
        const schema = transformed.schema as Record<string, unknown>;
        // The service's prefix is left out: it is the same for every operation of the document.
        const [method = 'GET'] = [route.route.method].flat();
        schema.operationId ??= operationIdOf(method, route.url.slice(app.prefix.length));
        // A route that names no scheme takes no credentials (the guards of plugins/auth.ts name theirs).
        schema.security ??= [];
        return transformed;
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The page links its assets by absolute path: under the service's own prefix.
      indexPrefix: app.prefix,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
    });
  },
  { name: 'openapi', fastify: '5.x' },
);
