import {
  ACCOUNT_MESSAGES,
  activitySchema,
  changePasswordSchema,
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  type LoginResult,
  loginSchema,
  memberUpdateSchema,
  registerPayloadSchema,
  type ChangePasswordPayload,
  SERVER_MESSAGES,
} from '@member/shared';
import {
  answers,
  bankListSchema,
  createdAnswers,
  loggedOutSchema,
  loginResultSchema,
  memberProfileSchema,
  recordedSchema,
  registeredSchema,
  updatedSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FOREIGN_KEY_VIOLATION, isPostgresError, UNIQUE_VIOLATION } from '../../db/database';
import { badRequest, businessRule, conflict, forbidden, unauthorized } from '../../lib/app-error';
import { revokeOtherSessions, revokeSession, startSession, touchSession } from '../../lib/sessions';
import { requireAuth } from '../../plugins/auth';
import {
  createFailureThrottle,
  createLoginThrottle,
  normaliseTel,
  OLD_PASSWORD_FAILURE_LIMIT,
  OLD_PASSWORD_SLOWDOWN,
} from '../../lib/login-limits';
import { memberOperatorRoutes } from './operator-routes';
import { passwordResetRoutes } from './password-reset';
import * as members from './queries';

/** Which message a unique violation of `members` means, by constraint name (see migration 0001). */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  members_tel_unique: SERVER_MESSAGES.telTaken,
  members_bank_account_unique: SERVER_MESSAGES.bankAccountTaken,
};

const USER_AGENT_MAX_LENGTH = 512;

export async function memberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.knownMessages.add(ACCOUNT_MESSAGES);
  const { db, passwords } = api;
  const loginFailures = createLoginThrottle(api, 'member-login', (request) => {
    const tel = (request.body as { tel?: unknown } | undefined)?.tel;
    return typeof tel === 'string' ? normaliseTel(tel) : '';
  });
  const memberId = (request: FastifyRequest) => requireAuth(request).subjectId;
  // Someone holding a member's token must not guess the password through the change-password call;
  // their session is stopped, the member's own sessions are not.
  const oldPasswordFailures = createFailureThrottle(api, {
    name: 'member-old-password',
    account: memberId,
    source: (request) => requireAuth(request).sessionId,
    pair: OLD_PASSWORD_FAILURE_LIMIT,
    slowdown: OLD_PASSWORD_SLOWDOWN,
  });

  api.post(
    '/member/register',
    { schema: { tags: ['member'], body: registerPayloadSchema, response: createdAnswers(registeredSchema) } },
    async (request, reply) => {
      const payload = request.body;
      if (!(await members.isRegisterableBank(db, payload.bank_name))) throw badRequest(SERVER_MESSAGES.unknownBank);
      const member: members.NewMember = {
        tel: payload.tel,
        passwordHash: '',
        firstName: payload.first_name,
        lastName: payload.last_name,
        bankCode: payload.bank_name,
        bankNumber: payload.bank_number,
        lineId: payload.line_id ?? null,
        knowUs: payload.know_us ?? null,
        bonus: payload.bonus,
        prefix: payload.prefix ?? null,
      };
      // Answer a plain duplicate before spending a hash on it; the constraints settle races.
      const taken = await members.findTakenField(db, member);
      if (taken) throw conflict(taken === 'tel' ? SERVER_MESSAGES.telTaken : SERVER_MESSAGES.bankAccountTaken);
      member.passwordHash = await passwords.hash(payload.password);
      try {
        // The member's row and what other modules keep of a registration (their hooks) in one transaction.
        await db.transaction(async (tx) => {
          const memberId = await members.insertMember(tx, member);
          await app.memberHooks.fire('registered', tx, {
            memberId,
            firstName: member.firstName,
            lastName: member.lastName,
            prefix: member.prefix,
            deviceId: deviceIdOf(request),
            ip: request.ip,
          });
        });
      } catch (error) {
        throw registerConflict(error);
      }
      return reply.status(201).send({ data: { tel: member.tel } });
    },
  );

  api.post(
    '/member/login',
    { schema: { tags: ['member'], body: loginSchema, response: answers(loginResultSchema) } },
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

  const asMember = { config: { access: 'member' } } as const;

  api.post(
    '/member/logout',
    { ...asMember, schema: { tags: ['member'], response: answers(loggedOutSchema) } },
    async (request) => {
      await revokeSession(db, requireAuth(request).sessionId);
      return { data: { logged_out: true } };
    },
  );

  api.get(
    '/member/profile',
    { ...asMember, schema: { tags: ['member'], response: answers(memberProfileSchema) } },
    async (request) => {
      return { data: await loadProfile(request) };
    },
  );

  api.put(
    '/member/update',
    { ...asMember, schema: { tags: ['member'], body: memberUpdateSchema, response: answers(memberProfileSchema) } },
    async (request) => {
      await members.updateProfileFields(db, memberId(request), request.body);
      return { data: await loadProfile(request) };
    },
  );

  async function changePassword(request: FastifyRequest<{ Body: ChangePasswordPayload }>, reply: FastifyReply) {
    const { old_password, new_password } = request.body;
    const auth = requireAuth(request);
    await oldPasswordFailures.check(request, reply);
    const currentHash = await members.findPasswordHash(db, auth.subjectId);
    if (!currentHash || !(await passwords.verify(currentHash, old_password))) {
      await oldPasswordFailures.recordFailure(request);
      throw businessRule(SERVER_MESSAGES.oldPasswordWrong);
    }
    const newHash = await passwords.hash(new_password);
    await db.transaction(async (tx) => {
      await members.updatePasswordHash(tx, auth.subjectId, newHash);
      // Everyone else holding this account's token is signed out; this device stays signed in.
      await revokeOtherSessions(tx, 'member', auth.subjectId, auth.sessionId);
    });
    return { data: { updated: true } };
  }
  const changePasswordRoute = {
    ...asMember,
    schema: { tags: ['member'], body: changePasswordSchema, response: answers(updatedSchema) },
  };
  api.post('/member/updatepw', changePasswordRoute, changePassword);
  api.post('/member/updatepassword', changePasswordRoute, changePassword);
  api.put('/member/updatepassword', changePasswordRoute, changePassword);

  api.get('/member/bank', { schema: { tags: ['member'], response: answers(bankListSchema) } }, async () => ({
    data: await members.listRegisterableBanks(db),
  }));

  // Forgot password: POST /member/forgotpassword, POST /member/resetpassword (decision 0041).
  await api.register(passwordResetRoutes);

  // GET /credit lives in the money module (the ledger's credit).

  // PUT /admin/members/:tel/status (an operator disables or re-enables a member).
  await api.register(memberOperatorRoutes);

  api.post(
    '/member/insert-active',
    { ...asMember, schema: { tags: ['member'], body: activitySchema.optional(), response: answers(recordedSchema) } },
    async (request) => {
      const activity = request.body ?? {};
      await Promise.all([
        members.recordActivity(db, {
          memberId: memberId(request),
          path: activity.path ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        }),
        touchSession(db, requireAuth(request).sessionId),
      ]);
      return { data: { recorded: true } };
    },
  );

  async function loadProfile(request: FastifyRequest) {
    const profile = await members.findProfile(db, memberId(request));
    // The session is live but the member row is gone: treat as signed out.
    if (!profile) throw unauthorized(SERVER_MESSAGES.sessionExpired);
    return profile;
  }
}

/** The device id the member app sends (`x-device-id`), or null when absent or not of its pattern. */
function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : null;
}

/** A constraint violation of a racing registration, as the answer the member would have got first. */
function registerConflict(error: unknown): unknown {
  if (isPostgresError(error, UNIQUE_VIOLATION)) {
    return conflict((error.constraint && CONSTRAINT_MESSAGES[error.constraint]) || SERVER_MESSAGES.telTaken);
  }
  if (isPostgresError(error, FOREIGN_KEY_VIOLATION)) return badRequest(SERVER_MESSAGES.unknownBank);
  return error;
}
