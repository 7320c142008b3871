import { type LoginResult, loginSchema, SERVER_MESSAGES } from '@member/shared';
import { answers, loggedOutSchema, loginResultSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../../../lib/app-error';
import { createLoginThrottle, normaliseTel } from '../../../../lib/login-limits';
import { revokeSession, startSession } from '../../../../lib/sessions';
import { requireAuth } from '../../../../plugins/auth';
import * as members from '../../queries/credentials';
import { asMember, tags } from './options';

/** A member's session: login (failures throttled per phone number and address) and logout. */
export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = api;
  const loginFailures = createLoginThrottle(api, 'member-login', (request) => {
    const tel = (request.body as { tel?: unknown } | undefined)?.tel;
    return typeof tel === 'string' ? normaliseTel(tel) : '';
  });

  api.post(
    '/member/login',
    {
      schema: {
        summary: 'Log in as a member',
        tags,
        body: loginSchema,
        response: answers(loginResultSchema, 401, 403),
      },
    },
    async (request, reply) => {
      const { tel, password } = request.body;
      reply.header('Cache-Control', 'no-store');
      await loginFailures.check(request, reply);
      const account = await members.findCredentialsByTel(db, normaliseTel(tel));
      const valid = account
        ? await passwords.verify(account.password_hash, password)
        : await passwords.verifyDummy(password);
      if (!account || !valid) {
        await loginFailures.recordFailure(request);
        throw unauthorized(SERVER_MESSAGES.loginFailed);
      }
      if (account.status !== 'active') throw forbidden(SERVER_MESSAGES.accountDisabled);
      const session = await startSession(api, request, { kind: 'member', id: account.id });
      const data: LoginResult = {
        access_token: session.accessToken,
        token_type: 'Bearer',
        expires_in: session.expiresIn,
      };
      return { data };
    },
  );

  api.post(
    '/member/logout',
    { ...asMember, schema: { summary: 'Log out', tags, response: answers(loggedOutSchema) } },
    async (request) => {
      await revokeSession(app, db, requireAuth(request).sessionId);
      return { data: { logged_out: true } };
    },
  );
}
