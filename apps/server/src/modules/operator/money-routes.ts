import {
  historyQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  manualAdjustmentSchema,
  operatorDecisionSchema,
  operatorRejectSchema,
  satangToBaht,
  VALIDATION,
} from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { parseBody } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { amountToSatang } from '../money/ledger';
import { runIdempotent, type StoredAnswer, scopeOf } from '../../plugins/idempotency';
import * as ops from '../money/operations';
import * as q from '../money/queries';
import { idParam, sendAnswer } from '../money/routes';
import { recordAudit } from '../../plugins/audit';

/** Back-office money: lists, approvals, manual adjustments, a member's ledger. */

const listQuerySchema = historyQuerySchema.extend({
  status: z
    .enum(['waiting_for_approve', 'approved', 'rejected', 'manual'], { error: VALIDATION.invalidValue })
    .optional(),
});

export async function adminMoneyRoutes(api: FastifyInstance) {
  const { db, gateways, moneyHooks: hooks } = api;
  const finance = { preValidation: api.requireOperator('money.decide') };
  const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;

  api.get('/admin/deposits', finance, async (request) => {
    const query = parseBody(listQuerySchema, request.query);
    return { data: await q.adminDeposits(db, query.status ?? null, query) };
  });

  api.get('/admin/withdrawals', finance, async (request) => {
    const query = parseBody(listQuerySchema, request.query);
    return { data: await q.adminWithdrawals(db, query.status ?? null, query) };
  });

  for (const target of ['deposits', 'withdrawals'] as const) {
    for (const verb of ['approve', 'reject'] as const) {
      api.post(`/admin/${target}/:id/${verb}`, finance, async (request, reply) => {
        const id = idParam(request);
        const scope = scopeOf(request);
        const schema = verb === 'approve' ? operatorDecisionSchema : operatorRejectSchema;
        const { annotation } = parseBody(schema, request.body ?? {});
        const answer = await runIdempotent(db, scope, async (tx) => {
          const decision = { approve: verb === 'approve', annotation: annotation ?? null, operatorId: scope.subjectId };
          const decided = ops.decided(
            target === 'deposits'
              ? await ops.decideDeposit(tx, hooks, id, decision)
              : await ops.decideWithdrawal(tx, hooks, id, decision),
          );
          await recordAudit(tx, {
            operatorId: scope.subjectId,
            action: `${target === 'deposits' ? 'deposit' : 'withdrawal'}.${verb}`,
            targetType: target === 'deposits' ? 'deposit' : 'withdrawal',
            targetId: id,
            before: decided.before,
            after: decided.after,
          });
          return { status: 200, body: { data: decided.after } };
        });
        return sendAnswer(reply, answer);
      });
    }
  }

  api.post('/admin/members/:tel/adjustments', finance, async (request, reply) => {
    const memberId = await memberIdParam(request);
    const scope = scopeOf(request);
    const adjustment = parseBody(manualAdjustmentSchema, request.body);
    const answer = await runIdempotent(db, scope, async (tx) => {
      const creditBefore = await ops.creditBaht(tx, memberId);
      const result = await ops.manualAdjustment(tx, memberId, {
        direction: adjustment.direction,
        amountSatang: amountToSatang(adjustment.amount),
        reason: adjustment.reason,
        operatorId: scope.subjectId,
      });
      const credit = satangToBaht(result.creditSatang);
      await recordAudit(tx, {
        operatorId: scope.subjectId,
        action: `member.${adjustment.direction}`,
        targetType: 'member',
        targetId: memberId,
        before: { credit: creditBefore },
        after: { credit, row: result.row, reason: adjustment.reason },
      });
      return { status: 200, body: { data: { credit } } };
    });
    return sendAnswer(reply, answer);
  });

  api.get('/admin/members/:tel/ledger', finance, async (request) => {
    const memberId = await memberIdParam(request);
    const page = parseBody(historyQuerySchema, request.query);
    return { data: await q.memberLedger(db, memberId, page) };
  });

  // Sandbox only: sign the provider's callback ourselves and settle it through the same path.
  api.post('/admin/payments/:reference/mark-paid', finance, async (request, reply) => {
    if (api.config.paymentMode !== 'sandbox') throw notFound();
    const { reference } = request.params as { reference: string };
    const payment = await ops.findPaymentForProvider(db, reference);
    const gateway = payment ? gateways.get(payment.provider) : undefined;
    if (!payment || !gateway?.sign) throw notFound();
    const rawBody = JSON.stringify({ reference, amount: satangToBaht(payment.amount_satang), status: 'paid' });
    const signature = gateway.sign(rawBody);
    const work = async (tx: Queryable): Promise<StoredAnswer> => {
      const callback = gateway.verifyCallback(rawBody, signature);
      const result = await ops.settleGatewayPayment(tx, hooks, payment.provider, callback);
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
    // The contract does not require a key here (a replay is a no-op anyway); honour one when sent.
    const answer =
      request.headers[IDEMPOTENCY_KEY_HEADER] === undefined
        ? { ...(await db.transaction(work)), replayed: false }
        : await runIdempotent(db, scopeOf(request), work);
    return sendAnswer(reply, answer);
  });

  async function memberIdParam(request: FastifyRequest): Promise<string> {
    const { tel } = request.params as { tel: string };
    const memberId = /^\d{9,10}$/.test(tel) ? await q.findMemberIdByTel(db, tel) : null;
    if (!memberId) throw notFound();
    return memberId;
  }
}
