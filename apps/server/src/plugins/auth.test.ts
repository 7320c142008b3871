import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../lib/sessions';
import { createTestDatabase, type TestDatabase, testConfig } from '../test/harness';
import auth from './auth';
import config from './config';
import database from './database';
import errors from './errors';
import jobs from './jobs';
import retention from './retention';
import secrets from './secrets';

/** requireOperator(permission): a route for the roles that hold a permission, as modules declare. */
describe('requireOperator with a permission', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    app = Fastify();
    await app.register(config, { config: testConfig() });
    await app.register(errors);
    await app.register(database, { database: test.db });
    await app.register(retention);
    await app.register(jobs, { queue: false });
    await app.register(secrets);
    await app.register(auth);
    await app.after();
    app.get('/finance-only', { preValidation: app.requireOperator('money.decide') }, async () => ({ data: 'ok' }));
    app.post('/login/:role', async (request) => {
      const { role } = request.params as { role: 'finance' | 'support' };
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO operators (username, password_hash, role) VALUES ($1, 'x', $2) RETURNING id::text AS id`,
        [`op-${role}`, role],
      );
      return startSession(app, request, { kind: 'operator', id: rows[0]?.id ?? '', role });
    });
    await app.ready();
    for (const role of ['finance', 'support']) {
      tokens[role] = (await app.inject({ method: 'POST', url: `/login/${role}` })).json().accessToken;
    }
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  it('lets a listed role through and answers 403 to another', async () => {
    const ask = (token: string | undefined) =>
      app.inject({ url: '/finance-only', headers: { authorization: `Bearer ${token}` } });
    expect((await ask(tokens.finance)).json()).toEqual({ data: 'ok' });
    const refused = await ask(tokens.support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });
});
