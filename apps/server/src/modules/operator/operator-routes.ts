import { type OperatorLoginResult, type OperatorRole, operatorLoginSchema, SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/app-error';
import { startSession } from '../../lib/sessions';
import { parseBody } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { createFailureLimiter, loginIpRateLimit } from '../login-limits';

interface OperatorRow {
  id: string;
  username: string;
  password_hash: string;
  role: OperatorRole;
}

/** The back office's own accounts (operators), separate from members. */
export async function operatorRoutes(api: FastifyInstance) {
  const { db, passwords } = api;
  const loginFailures = createFailureLimiter(api, 'operator-login', (request) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    return typeof username === 'string' ? username.trim().toLowerCase() : '';
  });

  api.post('/admin/login', { config: loginIpRateLimit }, async (request, reply) => {
    const { username, password } = parseBody(operatorLoginSchema, request.body);
    await loginFailures.check(request, reply);
    const { rows } = await db.query<OperatorRow>(
      'SELECT id::text AS id, username, password_hash, role FROM operators WHERE username = $1',
      [username.trim()],
    );
    const operator = rows[0];
    const valid = operator
      ? await passwords.verify(operator.password_hash, password)
      : await passwords.verifyDummy(password);
    if (!operator || !valid) {
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
  });

  api.get('/admin/me', { preValidation: api.requireOperator() }, async (request) => {
    const { rows } = await db.query<{ username: string; role: OperatorRole }>(
      'SELECT username, role FROM operators WHERE id = $1',
      [requireAuth(request).subjectId],
    );
    const operator = rows[0];
    if (!operator) throw unauthorized(SERVER_MESSAGES.sessionExpired);
    return { data: { username: operator.username, role: operator.role } };
  });
}
