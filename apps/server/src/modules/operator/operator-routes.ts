import {
  auditLogQuerySchema,
  hasPermission,
  type OperatorLoginResult,
  type OperatorMe,
  operatorCreateSchema,
  operatorLoginSchema,
  operatorUpdateSchema,
  operatorUsernameParamsSchema,
  ROLE_PERMISSIONS,
  SERVER_MESSAGES,
} from '@member/shared';
import {
  answers,
  auditActionListSchema,
  auditLogPageSchema,
  createdAnswers,
  loggedOutSchema,
  operatorAccountListSchema,
  operatorAccountSchema,
  operatorLoginResultSchema,
  operatorMeSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isPostgresError, UNIQUE_VIOLATION } from '../../db/database';
import { businessRule, conflict, notFound, unauthorized } from '../../lib/app-error';
import { revokeAllSessions, revokeOtherSessions, revokeSession, startSession } from '../../lib/sessions';
import { requireAuth } from '../../plugins/auth';
import { createLoginThrottle } from '../../lib/login-limits';
import { listAudit, listAuditActions } from './audit-log';
import * as operators from './queries';

/** The back office's own accounts (operators), separate from members: sign-in, accounts, audit log. */
export async function operatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = api;
  const loginFailures = createLoginThrottle(api, 'operator-login', (request) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    return typeof username === 'string' ? username.trim().toLowerCase() : '';
  });

  api.post(
    '/admin/login',
    {
      schema: { tags: ['operator'], body: operatorLoginSchema, response: answers(operatorLoginResultSchema) },
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
    { config: { access: 'operator' }, schema: { tags: ['operator'], response: answers(loggedOutSchema) } },
    async (request) => {
      await revokeSession(db, requireAuth(request).sessionId);
      return { data: { logged_out: true } };
    },
  );

  api.get(
    '/admin/me',
    { config: { access: 'operator' }, schema: { tags: ['operator'], response: answers(operatorMeSchema) } },
    async (request) => {
      const operator = await operators.findMe(db, requireAuth(request).subjectId);
      if (!operator) throw unauthorized(SERVER_MESSAGES.sessionExpired);
      const data: OperatorMe = { ...operator, permissions: [...ROLE_PERMISSIONS[operator.role]] };
      return { data };
    },
  );

  api.get(
    '/admin/audit-log',
    {
      config: { access: 'audit.view' },
      schema: { tags: ['operator'], querystring: auditLogQuerySchema, response: answers(auditLogPageSchema) },
    },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );

  api.get(
    '/admin/audit-log/actions',
    {
      config: { access: 'audit.view' },
      schema: { tags: ['operator'], response: answers(auditActionListSchema) },
    },
    async () => ({ data: await listAuditActions(db) }),
  );

  // Operator accounts (decision 0070). The audit rows hold the accounts before and after, never a hash.
  const manage = { access: 'operators.manage' } as const;

  api.get(
    '/admin/operators',
    { config: manage, schema: { tags: ['operator'], response: answers(operatorAccountListSchema) } },
    async () => ({ data: await operators.listAccounts(db) }),
  );

  api.post(
    '/admin/operators',
    {
      config: manage,
      schema: { tags: ['operator'], body: operatorCreateSchema, response: createdAnswers(operatorAccountSchema) },
    },
    async (request, reply) => {
      const { username, password, role } = request.body;
      // Answer a plain duplicate before spending a hash on it.
      if (await operators.isUsernameTaken(db, username)) throw conflict(SERVER_MESSAGES.operatorUsernameTaken);
      const passwordHash = await passwords.hash(password);
      const account = await app
        .audited(request, { action: 'operator.create', type: 'operator' }, async (tx) => {
          const { id, ...created } = await operators.insertAccount(tx, { username, passwordHash, role });
          return { before: null, after: created, answer: created, targetId: id };
        })
        .catch((error: unknown) => {
          throw isPostgresError(error, UNIQUE_VIOLATION) ? conflict(SERVER_MESSAGES.operatorUsernameTaken) : error;
        });
      return reply.status(201).send({ data: account });
    },
  );

  api.put(
    '/admin/operators/:username',
    {
      config: manage,
      schema: {
        tags: ['operator'],
        params: operatorUsernameParamsSchema,
        body: operatorUpdateSchema,
        response: answers(operatorAccountSchema),
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      const { role, disabled, password } = request.body;
      const passwordHash = password === undefined ? undefined : await passwords.hash(password);
      const account = await app.audited(request, { action: 'operator.update', type: 'operator' }, async (tx) => {
        await operators.serialiseAccountChanges(tx);
        const target = await operators.lockAccount(tx, request.params.username);
        if (!target) throw notFound();
        // Nobody locks themselves out: no self-disable, no giving up one's own right to manage accounts.
        const losesManage = role !== undefined && !hasPermission(role, 'operators.manage');
        if (target.id === caller.subjectId && (disabled === true || losesManage)) {
          throw businessRule(SERVER_MESSAGES.operatorCannotDisableSelf);
        }
        // Someone must be able to manage accounts: the last active admin stays an active admin.
        const stopsBeingAdmin = disabled === true || (role !== undefined && role !== 'admin');
        if (target.role === 'admin' && !target.disabled && stopsBeingAdmin) {
          const others = await operators.countOtherActiveAdmins(tx, target.id);
          if (others === 0) throw conflict(SERVER_MESSAGES.operatorLastAdmin);
        }
        const { id, ...before } = target;
        const after = await operators.updateAccount(tx, id, { role, disabled, passwordHash });
        if (disabled === true) await revokeAllSessions(tx, 'operator', id);
        // A new password signs the account out everywhere else (the caller stays signed in).
        else if (passwordHash !== undefined) await revokeOtherSessions(tx, 'operator', id, caller.sessionId);
        return {
          before,
          after: passwordHash === undefined ? after : { ...after, password_changed: true },
          answer: after,
          targetId: id,
        };
      });
      return { data: account };
    },
  );
}
