import { AFFILIATE_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { catchUpAccruals, commissionNotifier } from './accrual';
import { affiliateMemberRoutes } from './member-routes';
import { affiliateOperatorRoutes } from './operator-routes';
import { isFlagged } from './queries/members';
import { recordRegistration } from './registration';

/** How often the `affiliate-accrual` job looks for a closed Bangkok day to accrue (a run takes the day at most once). */
export const ACCRUAL_CHECK_EVERY_MS = 5 * 60_000;

/**
 * The affiliate programme (issue 14, decision 0110): its part in a registration and in automatic
 * payouts (its fraud flags), the scheduled
 * accrual of each closed Bangkok day, the members' and the operators' calls.
 */
export async function affiliateModule(app: FastifyInstance) {
  app.memberHooks.onRegistered(recordRegistration);
  // A flagged or excluded downline's withdrawals wait for a person (decision 0175).
  app.moneyHooks.onMemberFlagCheck(isFlagged);
  app.knownMessages.add(AFFILIATE_MESSAGES);
  app.jobs.register({
    name: 'affiliate-accrual',
    everyMs: ACCRUAL_CHECK_EVERY_MS,
    run: () => catchUpAccruals(app.db, app.clock, undefined, commissionNotifier(app.realtime)),
  });
  await app.register(affiliateMemberRoutes);
  await app.register(affiliateOperatorRoutes);
}
