import {
  type AdminMemberDetail,
  historyQuerySchema,
  memberLevelSchema,
  memberListQuerySchema,
  memberStatusSchema,
  memberTelParamsSchema,
  satangToBaht,
} from '@member/shared';
import {
  adminMemberDetailSchema,
  adminMemberPageSchema,
  adminMemberSessionPageSchema,
  answers,
  memberLevelResultSchema,
  memberStatusResultSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { revokeAllSessions } from '../../lib/sessions';
import { findMemberIdByTel, memberMoneySummary, walletBalanceSatang } from '../money';
import * as members from './queries';

/** What an operator sees of and does to a member's account (decisions 0070, 0090-0094). */
export async function memberOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['member'];
  const view = { config: { access: 'members.view' } } as const;
  const manage = { config: { access: 'members.manage' } } as const;

  api.get(
    '/admin/members',
    { ...view, schema: { tags, querystring: memberListQuerySchema, response: answers(adminMemberPageSchema) } },
    async (request) => ({ data: await members.listMembers(db, request.query) }),
  );

  api.get(
    '/admin/members/:tel',
    { ...view, schema: { tags, params: memberTelParamsSchema, response: answers(adminMemberDetailSchema) } },
    async (request) => {
      const member = await members.findMemberRecord(db, request.params.tel);
      if (!member) throw notFound();
      const [money, creditSatang] = await Promise.all([
        memberMoneySummary(db, member.id),
        walletBalanceSatang(db, member.id),
      ]);
      const data: AdminMemberDetail = {
        profile: {
          tel: member.tel,
          first_name: member.first_name,
          last_name: member.last_name,
          line_id: member.line_id,
          know_us: member.know_us,
          level: member.level,
          status: member.status,
          bonus: member.bonus,
          created_at: member.created_at,
          last_login_at: member.last_login_at,
          last_seen_at: member.last_seen_at,
        },
        bank: member.bank,
        credit: satangToBaht(creditSatang),
        totals: {
          deposited: money.deposited,
          withdrawn: money.withdrawn,
          manual_credit: money.manual_credit,
          manual_debit: money.manual_debit,
          bonus: member.bonus_total,
        },
        counts: {
          deposits: money.deposits,
          deposits_waiting: money.deposits_waiting,
          withdrawals: money.withdrawals,
          withdrawals_waiting: money.withdrawals_waiting,
          bonuses: member.bonuses,
          sessions_active: member.sessions_active,
        },
      };
      return { data };
    },
  );

  api.get(
    '/admin/members/:tel/sessions',
    {
      ...view,
      schema: {
        tags,
        params: memberTelParamsSchema,
        querystring: historyQuerySchema,
        response: answers(adminMemberSessionPageSchema),
      },
    },
    async (request) => {
      const memberId = await findMemberIdByTel(db, request.params.tel);
      if (!memberId) throw notFound();
      return { data: await members.memberSessions(db, memberId, request.query) };
    },
  );

  // A disabled member is refused on their next call (the session check joins members.status), and
  // their sessions are revoked, so re-enabling them brings back no token: they log in again.
  api.put(
    '/admin/members/:tel/status',
    {
      ...manage,
      schema: {
        tags,
        params: memberTelParamsSchema,
        body: memberStatusSchema,
        response: answers(memberStatusResultSchema),
      },
    },
    async (request) => {
      const { status } = request.body;
      const answer = await app.audited(request, { action: 'member.status', type: 'member' }, async (tx) => {
        const member = await members.lockStatusByTel(tx, request.params.tel);
        if (!member) throw notFound();
        await members.updateStatus(tx, member.id, status);
        if (status === 'disabled') await revokeAllSessions(tx, 'member', member.id);
        return {
          before: { status: member.status },
          after: { status },
          answer: { tel: member.tel, status },
          targetId: member.id,
        };
      });
      return { data: answer };
    },
  );

  // The level is a badge the member sees and a promotion may require (decision 0091).
  api.put(
    '/admin/members/:tel/level',
    {
      ...manage,
      schema: {
        tags,
        params: memberTelParamsSchema,
        body: memberLevelSchema,
        response: answers(memberLevelResultSchema),
      },
    },
    async (request) => {
      const { level } = request.body;
      const answer = await app.audited(request, { action: 'member.level', type: 'member' }, async (tx) => {
        const member = await members.lockLevelByTel(tx, request.params.tel);
        if (!member) throw notFound();
        await members.updateLevel(tx, member.id, level);
        return {
          before: { level: member.level },
          after: { level },
          answer: { tel: member.tel, level },
          targetId: member.id,
        };
      });
      return { data: answer };
    },
  );
}
