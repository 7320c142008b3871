import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
        info: { title: options.title, description: options.description, version: '1.0.0' },
        components: {
          securitySchemes: {
            member: { type: 'http', scheme: 'bearer', description: 'POST /api/member/login' },
            operator: { type: 'http', scheme: 'bearer', description: 'POST /api/admin/login' },
          },
        },
      },
      transform: jsonSchemaTransform,
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
