import { AFFILIATE_MESSAGES } from '@member/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../../db/database';
import { AppError } from '../../../../lib/app-error';
import { requireAuth } from '../../../../plugins/auth';
import { findMemberIdByTel } from '../../../money';
import * as q from '../../queries/members';

export const tags = ['affiliate'];
export const view = { config: { access: 'affiliate.view' } } as const;
export const manage = { config: { access: 'affiliate.manage' } } as const;
/** Income withdrawals are money decisions: the same permission as the wallet's queue. */
export const decide = { config: { access: 'money.decide' } } as const;

export const affiliateNotFound = () => new AppError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.affiliateNotFound);
export const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;

/** The member of `tel` in the programme, locked (a member without a row yet gets one first). */
export async function lockByTel(tx: Queryable, tel: string) {
  const memberId = await findMemberIdByTel(tx, tel);
  if (!memberId) throw affiliateNotFound();
  await q.ensureAffiliateMember(tx, memberId);
  const member = await q.lockMemberByTel(tx, tel);
  if (!member) throw affiliateNotFound();
  return member;
}
