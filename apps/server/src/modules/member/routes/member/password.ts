import { type ChangePasswordPayload, changePasswordSchema, SERVER_MESSAGES } from '@member/shared';
import { answers, updatedSchema } from '@member/shared/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessRule } from '../../../../lib/app-error';
import { createFailureThrottle, OLD_PASSWORD_FAILURE_LIMIT, OLD_PASSWORD_SLOWDOWN } from '../../../../lib/login-limits';
import { revokeOtherSessions } from '../../../../lib/sessions';
import { requireAuth } from '../../../../plugins/auth';
import * as members from '../../queries/credentials';
import { asMember, memberIdOf, tags } from './options';

/** The member's password change, under its three historical paths. */
export async function passwordChangeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = api;
  // Someone holding a member's token must not guess the password through the change-password call;
  // their session is stopped, the member's own sessions are not.
  const oldPasswordFailures = createFailureThrottle(api, {
    name: 'member-old-password',
    account: memberIdOf,
    source: (request) => requireAuth(request).sessionId,
    pair: OLD_PASSWORD_FAILURE_LIMIT,
    slowdown: OLD_PASSWORD_SLOWDOWN,
  });

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
      await revokeOtherSessions(app, tx, 'member', auth.subjectId, auth.sessionId);
    });
    return { data: { updated: true } };
  }
  // Three spellings of one call, as clients already send it (SPEC.md §7).
  const changePasswordRoute = (summary: string) => ({
    ...asMember,
    schema: { summary, tags, body: changePasswordSchema, response: answers(updatedSchema, 422) },
  });
  api.post('/member/updatepw', changePasswordRoute('Change the password'), changePassword);
  api.post('/member/updatepassword', changePasswordRoute('Change the password (alias)'), changePassword);
  api.put('/member/updatepassword', changePasswordRoute('Change the password (alias, PUT)'), changePassword);
}
