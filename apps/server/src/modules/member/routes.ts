import { ACCOUNT_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { memberOperatorRoutes } from './operator-routes';
import { passwordResetRoutes } from './password-reset';
import { activityRoutes } from './routes/member/activity';
import { bankRoutes } from './routes/member/banks';
import { passwordChangeRoutes } from './routes/member/password';
import { profileRoutes } from './routes/member/profile';
import { registrationRoutes } from './routes/member/registration';
import { sessionRoutes } from './routes/member/sessions';

/**
 * The member's account, one plugin per resource in `routes/member/`: registration, session, profile,
 * password, banks and activity; the forgotten password (`password-reset.ts`) and the operator's
 * side (`operator-routes.ts`).
 */
export async function memberRoutes(app: FastifyInstance) {
  app.knownMessages.add(ACCOUNT_MESSAGES);
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(bankRoutes);

  // Forgot password: POST /member/forgotpassword, POST /member/resetpassword (decision 0041).
  await app.register(passwordResetRoutes);

  // GET /credit lives in the money module (the ledger's credit).

  // PUT /admin/members/:tel/status (an operator disables or re-enables a member).
  await app.register(memberOperatorRoutes);

  await app.register(activityRoutes);
}
