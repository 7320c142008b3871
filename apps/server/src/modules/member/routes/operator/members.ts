import { type AdminMemberDetail, memberListQuerySchema, memberTelParamsSchema, satangToBaht } from '@member/shared';
import { adminMemberDetailSchema, adminMemberPageSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { memberMoneySummary, walletBalanceSatang } from '../../../money';
import * as members from '../../queries/members';
import { tags, view } from './options';

/** The member list, and one member's page: profile, bank, credit, totals and counts. */
export async function memberListRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/members',
    {
      ...view,
      schema: {
        summary: 'List members',
        tags,
        querystring: memberListQuerySchema,
        response: answers(adminMemberPageSchema),
      },
    },
    async (request) => ({ data: await members.listMembers(db, request.query) }),
  );

  api.get(
    '/admin/members/:tel',
    {
      ...view,
      schema: { summary: 'A member', tags, params: memberTelParamsSchema, response: answers(adminMemberDetailSchema) },
    },
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
}
