import { answers } from '@member/shared/responses';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../lib/app-error';
import { openApiDocuments } from '../openapi/documents';
import schemas from './schemas';

const okSchema = z.object({ ok: z.boolean() });

describe('the statuses a route declares', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(schemas, { checkResponses: true });
    // The envelope, as plugins/errors.ts answers it.
    app.setErrorHandler(async (error: { statusCode?: number; code?: string; message: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ error: { code: error.code, message: error.message } }),
    );
    app.get('/declared', { schema: { response: answers(okSchema, 409) } }, async () => {
      throw conflict('x');
    });
    app.get('/undeclared', { schema: { response: answers(okSchema) } }, async () => {
      throw conflict('x');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets an answer through when its route declares the status', async () => {
    expect((await app.inject({ url: '/declared' })).statusCode).toBe(409);
  });

  it('fails an answer whose status its route does not declare, under the tests’ check', async () => {
    const response = await app.inject({ url: '/undeclared' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe('GET /undeclared answered 409, a status its schema does not declare');
  });
});

describe('the statuses the OpenAPI documents list', () => {
  let documents: Awaited<ReturnType<typeof openApiDocuments>>;
  beforeAll(async () => {
    documents = await openApiDocuments();
  }, 60_000);

  const statusesOf = (service: keyof typeof documents, path: string, method: string) =>
    Object.keys(
      (documents[service].paths as Record<string, Record<string, { responses: object }>>)[path]?.[method]?.responses ??
        {},
    );

  it('lists what each operation answers, no 4XX or 5XX ranges', () => {
    for (const document of Object.values(documents)) {
      for (const methods of Object.values(document.paths as Record<string, Record<string, { responses: object }>>)) {
        for (const operation of Object.values(methods)) {
          expect(Object.keys(operation.responses).filter((status) => !/^\d{3}$/.test(status))).toEqual([]);
        }
      }
    }
  });

  it('adds what the plugins answer to what the handler decides', () => {
    // A body (400, 408, 413, 415), the rate limit (429), the handler's own refusals (401, 403).
    expect(statusesOf('member', '/api/member/login', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '408',
      '413',
      '415',
      '429',
      '500',
    ]);
    // A guard (401, 403), a path id (400, 404), the handler's conflict (409).
    expect(statusesOf('member', '/api/admin/deposits/{id}/approve', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '408',
      '409',
      '413',
      '415',
      '429',
      '500',
    ]);
    // A guarded read without parameters: only the guard, the chat's rate limit and the unexpected.
    expect(statusesOf('chat', '/chat/api/v1/chat-member/count', 'get')).toEqual(['200', '401', '403', '429', '500']);
  });
});
