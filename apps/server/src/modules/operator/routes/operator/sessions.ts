import {
  type OperatorLoginResult,
  type OperatorMe,
  operatorLoginSchema,
  ROLE_PERMISSIONS,
  SERVER_MESSAGES,
} from '@member/shared';
import { answers, loggedOutSchema, operatorLoginResultSchema, operatorMeSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../../lib/app-error';
import { createLoginThrottle } from '../../../../lib/login-limits';
import { revokeSession, startSession } from '../../../../lib/sessions';
import { requireAuth } from '../../../../plugins/auth';
import * as operators from '../../queries';

/** An operator's session: login (failures throttled per name and address), logout, and who is signed in. */
export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = api;
  const loginFailures = createLoginThrottle(api, 'operator-login', (request) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    return typeof username === 'string' ? username.trim().toLowerCase() : '';
  });

  api.post(
    '/admin/login',
    {
      schema: {
        summary: 'Log in as an operator',
        tags: ['operator'],
        body: operatorLoginSchema,
        response: answers(operatorLoginResultSchema, 401),
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      await loginFailures.check(request, reply);
      const operator = await operators.findCredentials(db, username.trim());
      const valid = operator
        ? await passwords.verify(operator.password_hash, password)
        : await passwords.verifyDummy(password);
      // A disabled account answers as a wrong password does: the name's state is not revealed.
      if (!operator || !valid || operator.disabled) {
        await loginFailures.recordFailure(request);
        throw unauthorized(SERVER_MESSAGES.operatorLoginFailed);
      }
      const session = await startSession(api, request, { kind: 'operator', id: operator.id, role: operator.role });
      const data: OperatorLoginResult = {
        access_token: session.accessToken,
        token_type: 'Bearer',
        expires_in: session.expiresIn,
        role: operator.role,
      };
      return { data };
    },
  );

  api.post(
    '/admin/logout',
    {
      config: { access: 'operator' },
      schema: { summary: 'Log the operator out', tags: ['operator'], response: answers(loggedOutSchema) },
    },
    async (request) => {
      await revokeSession(app, db, requireAuth(request).sessionId);
      return { data: { logged_out: true } };
    },
  );

  api.get(
    '/admin/me',
    {
      config: { access: 'operator' },
      schema: { summary: 'The signed-in operator', tags: ['operator'], response: answers(operatorMeSchema) },
    },
    async (request) => {
      const operator = await operators.findMe(db, requireAuth(request).subjectId);
      if (!operator) throw unauthorized(SERVER_MESSAGES.sessionExpired);
      const data: OperatorMe = { ...operator, permissions: [...ROLE_PERMISSIONS[operator.role]] };
      return { data };
    },
  );
}
