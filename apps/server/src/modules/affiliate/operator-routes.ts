import {
  AFFILIATE_MESSAGES,
  type AffiliateDownlineState,
  adminAccrualListQuerySchema,
  adminAffiliateListQuerySchema,
  adminAffiliateWithdrawalQuerySchema,
  adminDownlineListQuerySchema,
  affiliateNoteSchema,
  affiliateSettingsSchema,
  memberTelParamsSchema,
} from '@member/shared';
import {
  adminAccrualListSchema,
  adminAccrualResultSchema,
  adminAffiliateDetailSchema,
  adminAffiliateListSchema,
  adminAffiliateRowSchema,
  adminAffiliateWithdrawalListSchema,
  adminAffiliateWithdrawalRowSchema,
  adminDownlineListSchema,
  adminDownlineRowSchema,
  affiliateSettingsAnswerSchema,
  answers,
  idParamsSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { AppError, businessRule, conflict } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit';
import { requireAuth } from '../../plugins/auth';
import { findMemberIdByTel, publishMemberMoney } from '../money';
import { accrue, commissionNotifier, toAdminAccrualRun } from './accrual';
import * as reads from './operator-queries';
import * as q from './queries';
import { decideWithdrawal } from './withdrawals';

const tags = ['affiliate'];
const view = { config: { access: 'affiliate.view' } } as const;
const manage = { config: { access: 'affiliate.manage' } } as const;
/** Income withdrawals are money decisions: the same permission as the wallet's queue. */
const decide = { config: { access: 'money.decide' } } as const;

const affiliateNotFound = () => new AppError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.affiliateNotFound);

/** Which downline states each review may start from, and what it makes them. */
const REVIEWS: Record<'clear' | 'exclude', { from: readonly AffiliateDownlineState[]; to: AffiliateDownlineState }> = {
  clear: { from: ['flagged'], to: 'cleared' },
  exclude: { from: ['ok', 'flagged', 'cleared'], to: 'excluded' },
};

/** The operator's side of the programme (`/admin/affiliate/...`); every change is in the audit log. */
export async function affiliateOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;

  /** The member of `tel` in the programme, locked (a member without a row yet gets one first). */
  async function lockByTel(tx: Queryable, tel: string) {
    const memberId = await findMemberIdByTel(tx, tel);
    if (!memberId) throw affiliateNotFound();
    await q.ensureAffiliateMember(tx, memberId);
    const member = await q.lockMemberByTel(tx, tel);
    if (!member) throw affiliateNotFound();
    return member;
  }

  api.get(
    '/admin/affiliate/settings',
    { ...view, schema: { tags, response: answers(affiliateSettingsAnswerSchema) } },
    async () => ({ data: q.toSettings(await q.loadSettings(db)) }),
  );

  api.put(
    '/admin/affiliate/settings',
    { ...manage, schema: { tags, body: affiliateSettingsSchema, response: answers(affiliateSettingsAnswerSchema) } },
    async (request) => {
      const data = await app.audited(
        request,
        { action: 'affiliate.settings', type: 'affiliate_settings', id: '1' },
        async (tx) => {
          const before = q.toSettings(await q.lockSettings(tx));
          await q.updateSettings(tx, request.body);
          const after = q.toSettings(await q.loadSettings(tx));
          return { before, after, answer: after };
        },
      );
      return { data };
    },
  );

  api.get(
    '/admin/affiliate/affiliates',
    {
      ...view,
      schema: { tags, querystring: adminAffiliateListQuerySchema, response: answers(adminAffiliateListSchema) },
    },
    async (request) => ({ data: await reads.listAffiliates(db, request.query) }),
  );

  api.get(
    '/admin/affiliate/affiliates/:tel',
    { ...view, schema: { tags, params: memberTelParamsSchema, response: answers(adminAffiliateDetailSchema) } },
    async (request) => {
      const detail = await reads.affiliateDetail(db, request.params.tel);
      if (!detail) throw affiliateNotFound();
      return { data: detail };
    },
  );

  for (const verb of ['hold', 'release'] as const) {
    api.post(
      `/admin/affiliate/affiliates/:tel/${verb}`,
      {
        ...manage,
        schema: {
          tags,
          params: memberTelParamsSchema,
          body: affiliateNoteSchema.optional(),
          response: answers(adminAffiliateRowSchema),
        },
      },
      async (request) => {
        const note = request.body?.note || null;
        const data = await app.audited(request, { action: `affiliate.${verb}`, type: 'affiliate' }, async (tx) => {
          const member = await lockByTel(tx, request.params.tel);
          const held = verb === 'hold';
          await q.setHeld(tx, member.memberId, held, held ? note : null);
          const row = await reads.findAffiliateRow(tx, member.memberId);
          if (!row) throw affiliateNotFound();
          return {
            before: { held: member.held, note: member.heldNote },
            after: { held, note: held ? note : null },
            answer: row,
            targetId: member.memberId,
          };
        });
        return { data };
      },
    );
  }

  api.get(
    '/admin/affiliate/downlines',
    {
      ...view,
      schema: { tags, querystring: adminDownlineListQuerySchema, response: answers(adminDownlineListSchema) },
    },
    async (request) => ({ data: await reads.listDownlines(db, request.query) }),
  );

  for (const verb of ['clear', 'exclude'] as const) {
    api.post(
      `/admin/affiliate/downlines/:tel/${verb}`,
      {
        ...manage,
        schema: {
          tags,
          params: memberTelParamsSchema,
          body: affiliateNoteSchema.optional(),
          response: answers(adminDownlineRowSchema),
        },
      },
      async (request) => {
        const review = REVIEWS[verb];
        const data = await app.audited(
          request,
          { action: `affiliate.downline.${verb}`, type: 'affiliate_downline' },
          async (tx) => {
            const member = await lockByTel(tx, request.params.tel);
            if (member.uplineId === null || !review.from.includes(member.state)) {
              throw businessRule(AFFILIATE_MESSAGES.downlineNotFlaggable);
            }
            await q.setDownlineState(tx, member.memberId, {
              state: review.to,
              operatorId: operatorId(request),
              note: request.body?.note || null,
            });
            const row = await reads.findDownline(tx, member.memberId);
            if (!row) throw affiliateNotFound();
            return {
              before: { state: member.state },
              after: { state: review.to },
              answer: row,
              targetId: member.memberId,
            };
          },
        );
        return { data };
      },
    );
  }

  api.get(
    '/admin/affiliate/withdrawals',
    {
      ...view,
      schema: {
        tags,
        querystring: adminAffiliateWithdrawalQuerySchema,
        response: answers(adminAffiliateWithdrawalListSchema),
      },
    },
    async (request) => ({ data: await reads.listWithdrawals(db, request.query) }),
  );

  for (const verb of ['approve', 'reject'] as const) {
    api.post(
      `/admin/affiliate/withdrawals/:id/${verb}`,
      {
        ...decide,
        schema: {
          tags,
          params: idParamsSchema,
          body: affiliateNoteSchema.optional(),
          response: answers(adminAffiliateWithdrawalRowSchema),
        },
      },
      async (request) => {
        const { id } = request.params;
        const data = await app.audited(
          request,
          { action: `affiliate.withdrawal.${verb}`, type: 'affiliate_withdrawal', id },
          async (tx) => {
            const decided = await decideWithdrawal(tx, id, {
              approve: verb === 'approve',
              operatorId: operatorId(request),
              note: request.body?.note || null,
            });
            const row = await reads.findAdminWithdrawal(tx, id);
            if (!row) throw new Error(`affiliate withdrawal ${id} missing after its decision`);
            publishMemberMoney(app.realtime, tx, decided.after.member_id, {
              kind: 'affiliate_withdrawal',
              status: decided.after.status === 'approved' ? 'approved' : 'rejected',
              id,
              amount: row.amount,
            });
            return {
              before: { status: decided.before.status },
              after: { status: decided.after.status, note: decided.after.note },
              answer: row,
            };
          },
        );
        return { data };
      },
    );
  }

  api.get(
    '/admin/affiliate/accruals',
    { ...view, schema: { tags, querystring: adminAccrualListQuerySchema, response: answers(adminAccrualListSchema) } },
    async (request) => ({ data: await reads.listRuns(db, request.query) }),
  );

  // The period from the watermark to now at once; audited when it made a run (nothing due: `run` null).
  api.post(
    '/admin/affiliate/accruals',
    { ...manage, schema: { tags, response: answers(adminAccrualResultSchema) } },
    async (request) => {
      const by = operatorId(request);
      const outcome = await accrue(
        db,
        { kind: 'operator', operatorId: by, endOf: () => app.clock.now(), notify: commissionNotifier(app.realtime) },
        (tx, started) =>
          recordAudit(tx, {
            operatorId: by,
            action: 'affiliate.accrual',
            targetType: 'affiliate_accrual_run',
            targetId: started.id,
            before: null,
            after: toAdminAccrualRun(started),
          }),
      );
      if (!outcome.ok) throw conflict(AFFILIATE_MESSAGES.accrualBusy);
      const run = outcome.run && toAdminAccrualRun(outcome.run);
      return { data: { run } };
    },
  );
}
