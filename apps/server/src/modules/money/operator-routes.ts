import {
  addBangkokDays,
  bahtToSatang,
  bangkokDayOf,
  bangkokRangeBounds,
  type Dashboard,
  DASHBOARD_SERIES_DAYS,
  type DepositRow,
  depositBankAccountSchema,
  depositBankAccountUpdateSchema,
  historyQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  manualAdjustmentSchema,
  memberTelParamsSchema,
  moneyListQuerySchema,
  operatorDecisionSchema,
  operatorRejectSchema,
  paymentReferenceParamsSchema,
  paymentSettingsSchema,
  SERVER_MESSAGES,
  satangToBaht,
  type WithdrawRow,
} from '@member/shared';
import {
  adminDepositBankAccountSchema,
  adminDepositPageSchema,
  adminWithdrawPageSchema,
  answers,
  combineSettingsSchema,
  createdAnswers,
  creditedSchema,
  dashboardSchema,
  decidedRowSchema,
  expiredSchema,
  idParamsSchema,
  ledgerPageSchema,
  memberCreditSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPostgresError, type Queryable, UNIQUE_VIOLATION } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit';
import { requireAuth } from '../../plugins/auth';
import { runIdempotent, type StoredAnswer, scopeOf, sendAnswer } from '../../plugins/idempotency';
import { expireDuePayments } from './expiry';
import { amountToSatang } from './ledger';
import * as ops from './operations';
import * as q from './queries';
import {
  findDepositBankAccount,
  listDepositBankAccounts,
  loadPaymentSettings,
  savePaymentSettings,
  toCombine,
} from './settings';

/**
 * The operator's money (decision 0033): the queues and their decisions, manual credits and debits,
 * a member's ledger, the sandbox's mark-paid; payment settings and the deposit bank accounts.
 */
export async function moneyOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, gateways, moneyHooks: hooks } = app;
  const view = { config: { access: 'money.view' } } as const;
  const decide = { config: { access: 'money.decide' } } as const;
  const settings = { config: { access: 'settings.edit' } } as const;
  const tags = ['money (operator)'];
  const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;

  api.get('/admin/dashboard', { ...view, schema: { tags, response: answers(dashboardSchema) } }, async () => {
    // Today's waiting deposits whose QR ran out are rejected before they are counted (decision 0082).
    const nowMs = app.clock.now();
    await expireDuePayments(db, nowMs);
    const today = bangkokDayOf(nowMs);
    const first = addBangkokDays(today, -(DASHBOARD_SERIES_DAYS - 1));
    const todayRange = bangkokRangeBounds({ from: today, to: today });
    const seriesRange = bangkokRangeBounds({ from: first, to: today });
    const [from, to] = [todayRange.fromIso ?? '', todayRange.toIso ?? ''];
    const [seriesFrom, seriesTo] = [seriesRange.fromIso ?? '', seriesRange.toIso ?? ''];
    const [deposits, withdrawals, queues, depositDays, withdrawalDays, memberDays] = await Promise.all([
      q.countByStatus(db, 'deposits', from, to),
      q.countByStatus(db, 'withdrawals', from, to),
      q.waitingCounts(db),
      q.approvedPerDay(db, 'deposits', seriesFrom, seriesTo),
      q.approvedPerDay(db, 'withdrawals', seriesFrom, seriesTo),
      q.newMembersPerDay(db, seriesFrom, seriesTo),
    ]);
    const none = { count: 0, amount: 0 };
    const series = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => {
      const day = addBangkokDays(first, i);
      return {
        day,
        deposits_approved: depositDays.get(day) ?? none,
        withdrawals_approved: withdrawalDays.get(day) ?? none,
        new_members: memberDays.get(day) ?? 0,
      };
    });
    const data: Dashboard = {
      day: today,
      today: { deposits, withdrawals, new_members: memberDays.get(today) ?? 0 },
      queues,
      series,
    };
    return { data };
  });

  api.get(
    '/admin/deposits',
    { ...view, schema: { tags, querystring: moneyListQuerySchema, response: answers(adminDepositPageSchema) } },
    async (request) => {
      // The queue never lists a deposit whose payment expired as waiting (decision 0082).
      await expireDuePayments(db, app.clock.now());
      return { data: await q.adminDeposits(db, request.query, request.query) };
    },
  );

  api.get(
    '/admin/withdrawals',
    { ...view, schema: { tags, querystring: moneyListQuerySchema, response: answers(adminWithdrawPageSchema) } },
    async (request) => ({ data: await q.adminWithdrawals(db, request.query, request.query) }),
  );

  // A member's own deposits and withdrawals, for the member page (`members.view`, decision 0091):
  // the queue's rows and filters, newest first unless sorted otherwise.
  const memberView = { config: { access: 'members.view' } } as const;
  api.get(
    '/admin/members/:tel/deposits',
    {
      ...memberView,
      schema: {
        tags,
        params: memberTelParamsSchema,
        querystring: moneyListQuerySchema,
        response: answers(adminDepositPageSchema),
      },
    },
    async (request) => {
      const memberId = await memberIdOf(request.params.tel);
      await expireDuePayments(db, app.clock.now(), { memberId });
      const { tel: _tel, ...filter } = request.query;
      return { data: await q.adminDeposits(db, { ...filter, memberId }, request.query) };
    },
  );

  api.get(
    '/admin/members/:tel/withdrawals',
    {
      ...memberView,
      schema: {
        tags,
        params: memberTelParamsSchema,
        querystring: moneyListQuerySchema,
        response: answers(adminWithdrawPageSchema),
      },
    },
    async (request) => {
      const memberId = await memberIdOf(request.params.tel);
      const { tel: _tel, ...filter } = request.query;
      return { data: await q.adminWithdrawals(db, { ...filter, memberId }, request.query) };
    },
  );

  for (const target of ['deposits', 'withdrawals'] as const) {
    for (const verb of ['approve', 'reject'] as const) {
      const body = verb === 'approve' ? operatorDecisionSchema.optional() : operatorRejectSchema;
      api.post(
        `/admin/${target}/:id/${verb}`,
        { ...decide, schema: { tags, params: idParamsSchema, body, response: answers(decidedRowSchema) } },
        async (request, reply) => {
          const { id } = request.params;
          const annotation = request.body?.annotation ?? null;
          return app.idempotent(request, reply, async (tx) => {
            const decision = {
              approve: verb === 'approve',
              annotation,
              operatorId: operatorId(request),
              nowMs: app.clock.now(),
            };
            const decided = ops.decided<DepositRow | WithdrawRow>(
              target === 'deposits'
                ? await ops.decideDeposit(tx, hooks, id, decision)
                : await ops.decideWithdrawal(tx, hooks, id, decision),
            );
            await recordAudit(tx, {
              operatorId: operatorId(request),
              action: `${target === 'deposits' ? 'deposit' : 'withdrawal'}.${verb}`,
              targetType: target === 'deposits' ? 'deposit' : 'withdrawal',
              targetId: id,
              before: decided.before,
              after: decided.after,
            });
            return { status: 200, body: { data: decided.after } };
          });
        },
      );
    }
  }

  api.post(
    '/admin/members/:tel/adjustments',
    {
      ...decide,
      schema: {
        tags,
        params: memberTelParamsSchema,
        body: manualAdjustmentSchema,
        response: answers(memberCreditSchema),
      },
    },
    async (request, reply) => {
      const memberId = await memberIdOf(request.params.tel);
      const adjustment = request.body;
      return app.idempotent(request, reply, async (tx) => {
        const creditBefore = await ops.creditBaht(tx, memberId);
        const result = await ops.manualAdjustment(tx, memberId, {
          direction: adjustment.direction,
          amountSatang: amountToSatang(adjustment.amount),
          reason: adjustment.reason,
          operatorId: operatorId(request),
        });
        const credit = satangToBaht(result.creditSatang);
        await recordAudit(tx, {
          operatorId: operatorId(request),
          action: `member.${adjustment.direction}`,
          targetType: 'member',
          targetId: memberId,
          before: { credit: creditBefore },
          after: { credit, row: result.row, reason: adjustment.reason },
        });
        return { status: 200, body: { data: { credit } } };
      });
    },
  );

  api.get(
    '/admin/members/:tel/ledger',
    {
      ...view,
      schema: {
        tags,
        params: memberTelParamsSchema,
        querystring: historyQuerySchema,
        response: answers(ledgerPageSchema),
      },
    },
    async (request) => ({ data: await q.memberLedger(db, await memberIdOf(request.params.tel), request.query) }),
  );

  // Sandbox only: sign the provider's callback ourselves and settle it through the same path.
  api.post(
    '/admin/payments/:reference/mark-paid',
    {
      ...decide,
      schema: {
        tags,
        description: 'Sandbox only. An `Idempotency-Key` is honoured when sent (a replay moves nothing anyway).',
        params: paymentReferenceParamsSchema,
        response: answers(creditedSchema),
      },
    },
    async (request, reply) => {
      if (app.config.paymentMode !== 'sandbox') throw notFound();
      const { reference } = request.params;
      const payment = await ops.findPaymentForProvider(db, reference);
      const gateway = payment ? gateways.get(payment.provider) : undefined;
      if (!payment || !gateway?.sign) throw notFound();
      const rawBody = JSON.stringify({ reference, amount: satangToBaht(payment.amount_satang), status: 'paid' });
      const signature = gateway.sign(rawBody);
      const work = async (tx: Queryable): Promise<StoredAnswer> => {
        const callback = gateway.verifyCallback(rawBody, signature);
        const result = await ops.settleGatewayPayment(tx, hooks, payment.provider, callback, app.clock.now());
        await recordAudit(tx, {
          operatorId: operatorId(request),
          action: 'payment.mark_paid',
          targetType: 'deposit',
          targetId: payment.deposit_id,
          before: { status: payment.deposit_status },
          after: { credited: result.credited },
        });
        return { status: 200, body: { data: { credited: result.credited } } };
      };
      const answer =
        request.headers[IDEMPOTENCY_KEY_HEADER] === undefined
          ? { ...(await db.transaction(work)), replayed: false }
          : await runIdempotent(db, scopeOf(request), work);
      return sendAnswer(reply, answer);
    },
  );

  // Sandbox only: the payment's time runs out now, as if its QR had been left unpaid to the end.
  api.post(
    '/admin/payments/:reference/expire',
    {
      ...decide,
      schema: {
        tags,
        description:
          'Sandbox only. Ends an unpaid payment now; its waiting deposit is rejected as expired (decision 0082). ' +
          'Repeating it changes nothing.',
        params: paymentReferenceParamsSchema,
        response: answers(expiredSchema),
      },
    },
    async (request) => {
      if (app.config.paymentMode !== 'sandbox') throw notFound();
      const { reference } = request.params;
      const nowMs = app.clock.now();
      const expired = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ deposit_id: string; deposit_status: string }>(
          `UPDATE gateway_payments p SET expires_at = LEAST(p.expires_at, $2::timestamptz)
           FROM deposits d WHERE d.id = p.deposit_id AND p.reference = $1 AND p.paid_at IS NULL
           RETURNING p.deposit_id::text AS deposit_id, d.status AS deposit_status`,
          [reference, new Date(nowMs).toISOString()],
        );
        const payment = rows[0];
        if (!payment) {
          if (!(await ops.findPaymentForProvider(tx, reference))) throw notFound();
          return false; // paid: nothing to end
        }
        const rejected = await expireDuePayments(tx, nowMs, { depositId: payment.deposit_id });
        if (rejected.length > 0) {
          await recordAudit(tx, {
            operatorId: operatorId(request),
            action: 'payment.expire',
            targetType: 'deposit',
            targetId: payment.deposit_id,
            before: { status: payment.deposit_status },
            after: { status: 'rejected' },
          });
        }
        return rejected.length > 0;
      });
      return { data: { expired } };
    },
  );

  // Payment settings and the operator's deposit accounts ------------------------------------------

  api.get(
    '/admin/settings/payment',
    { ...settings, schema: { tags, response: answers(combineSettingsSchema) } },
    async () => ({
      data: toCombine(await loadPaymentSettings(db)),
    }),
  );

  api.put(
    '/admin/settings/payment',
    { ...settings, schema: { tags, body: paymentSettingsSchema, response: answers(combineSettingsSchema) } },
    async (request) => {
      const changes = request.body;
      const after = await app.audited(
        request,
        { action: 'settings.payment.update', type: 'payment_settings', id: '1' },
        async (tx) => {
          const before = await loadPaymentSettings(tx);
          const next = { ...before, ...changes, gatewayNames: { ...before.gatewayNames, ...changes.gatewayNames } };
          if (changes.credit_min !== undefined) next.creditMinSatang = bahtToSatang(changes.credit_min);
          next.gateways = [...new Set(next.gateways)];
          await savePaymentSettings(tx, next);
          const saved = toCombine(await loadPaymentSettings(tx));
          return { before: toCombine(before), after: saved, answer: saved };
        },
      );
      return { data: after };
    },
  );

  api.get(
    '/admin/deposit-bank-accounts',
    { ...settings, schema: { tags, response: answers(z.array(adminDepositBankAccountSchema)) } },
    async () => ({ data: await listDepositBankAccounts(db, false) }),
  );

  api.post(
    '/admin/deposit-bank-accounts',
    {
      ...settings,
      schema: { tags, body: depositBankAccountSchema, response: createdAnswers(adminDepositBankAccountSchema) },
    },
    async (request, reply) => {
      const account = request.body;
      const created = await app
        .audited(request, { action: 'deposit_bank_account.create', type: 'deposit_bank_account' }, async (tx) => {
          await assertBank(tx, account.bankCode);
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
             VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
            [account.bankCode, account.accountNumber, account.accountName, account.isActive],
          );
          const id = rows[0]?.id ?? '';
          const after = await findDepositBankAccount(tx, id);
          if (!after) throw new Error(`deposit bank account ${id} missing after insert`);
          return { before: null, after, answer: after, targetId: id };
        })
        .catch(duplicateAccount);
      return reply.status(201).send({ data: created });
    },
  );

  api.put(
    '/admin/deposit-bank-accounts/:id',
    {
      ...settings,
      schema: {
        tags,
        params: idParamsSchema,
        body: depositBankAccountUpdateSchema,
        response: answers(adminDepositBankAccountSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const updated = await app
        .audited(request, { action: 'deposit_bank_account.update', type: 'deposit_bank_account', id }, async (tx) => {
          const before = await findDepositBankAccount(tx, id);
          if (!before) throw notFound();
          if (changes.bankCode !== undefined) await assertBank(tx, changes.bankCode);
          await tx.query(
            `UPDATE deposit_bank_accounts SET bank_code = $2, account_number = $3, account_name = $4, is_active = $5,
               updated_at = now() WHERE id = $1`,
            [
              id,
              changes.bankCode ?? before.bankCode,
              changes.accountNumber ?? before.accountNumber,
              changes.accountName ?? before.accountName,
              changes.isActive ?? before.isActive,
            ],
          );
          const after = await findDepositBankAccount(tx, id);
          if (!after) throw notFound();
          return { before, after, answer: after };
        })
        .catch(duplicateAccount);
      return { data: updated };
    },
  );

  async function memberIdOf(tel: string): Promise<string> {
    const memberId = await q.findMemberIdByTel(db, tel);
    if (!memberId) throw notFound();
    return memberId;
  }
}

async function assertBank(tx: Queryable, code: string) {
  const { rows } = await tx.query('SELECT 1 FROM banks WHERE code = $1', [code]);
  if (rows.length === 0) throw badRequest(SERVER_MESSAGES.unknownBank);
}

function duplicateAccount(error: unknown): never {
  if (isPostgresError(error, UNIQUE_VIOLATION)) throw conflict(SERVER_MESSAGES.bankAccountTaken);
  throw error;
}
