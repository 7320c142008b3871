import {
  hasPermission,
  operatorCreateSchema,
  operatorUpdateSchema,
  operatorUsernameParamsSchema,
  SERVER_MESSAGES,
} from '@member/shared';
import { answers, createdAnswers, operatorAccountListSchema, operatorAccountSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isPostgresError, UNIQUE_VIOLATION } from '../../../../db/database';
import { businessRule, conflict, notFound } from '../../../../lib/app-error';
import { revokeAllSessions, revokeOtherSessions } from '../../../../lib/sessions';
import { requireAuth } from '../../../../plugins/auth';
import * as operators from '../../queries';

// Operator accounts (decision 0070). The audit rows hold the accounts before and after, never a hash.
const manage = { access: 'operators.manage' } as const;

/** The operator accounts: list, create, and change (role, disabled, password). */
export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = api;

  api.get(
    '/admin/operators',
    {
      config: manage,
      schema: { summary: 'List operators', tags: ['operator'], response: answers(operatorAccountListSchema) },
    },
    async () => ({ data: await operators.listAccounts(db) }),
  );

  api.post(
    '/admin/operators',
    {
      config: manage,
      schema: {
        summary: 'Add an operator',
        tags: ['operator'],
        body: operatorCreateSchema,
        response: createdAnswers(operatorAccountSchema, 409),
      },
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
        summary: 'Update an operator',
        tags: ['operator'],
        params: operatorUsernameParamsSchema,
        body: operatorUpdateSchema,
        response: answers(operatorAccountSchema, 409, 422),
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
        if (disabled === true) await revokeAllSessions(app, tx, 'operator', id);
        // A new password signs the account out everywhere else (the caller stays signed in).
        else if (passwordHash !== undefined) await revokeOtherSessions(app, tx, 'operator', id, caller.sessionId);
        // New rights: the sockets reconnect and subscribe under them.
        if (role !== undefined && role !== target.role) {
          await app.realtime.endSessionsAfterCommit(tx, { subject: { kind: 'operator', id } });
        }
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
