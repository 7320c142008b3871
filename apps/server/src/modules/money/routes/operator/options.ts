import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../../db/database';
import { notFound } from '../../../../lib/app-error';
import { requireAuth } from '../../../../plugins/auth';
import * as q from '../../queries/member-money';

export const view = { config: { access: 'money.view' } } as const;
export const decide = { config: { access: 'money.decide' } } as const;
export const settings = { config: { access: 'settings.edit' } } as const;
/** A member's own deposits and withdrawals, for the member page (decision 0091). */
export const memberView = { config: { access: 'members.view' } } as const;
export const tags = ['money (operator)'];

export const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;

/** The member of a phone number; none is a 404. */
export async function memberIdOf(db: Queryable, tel: string): Promise<string> {
  const memberId = await q.findMemberIdByTel(db, tel);
  if (!memberId) throw notFound();
  return memberId;
}
