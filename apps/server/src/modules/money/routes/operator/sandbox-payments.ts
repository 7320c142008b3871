import { IDEMPOTENCY_KEY_HEADER, paymentReferenceParamsSchema, satangToBaht } from '@member/shared';
import { answers, creditedSchema, expiredSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../../db/database';
import { notFound } from '../../../../lib/app-error';
import { recordAudit } from '../../../../plugins/audit';
import { runIdempotent, type StoredAnswer, scopeOf, sendAnswer } from '../../../../plugins/idempotency';
import { endUnpaidPayment, expireDuePayments } from '../../expiry';
import * as ops from '../../operations';
import { decide, operatorId, tags } from './options';

/** Sandbox only: a gateway payment marked paid, or run out, by the operator. */
export async function sandboxPaymentOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, gateways, moneyHooks: hooks } = app;

  // Sandbox only: sign the provider's callback ourselves and settle it through the same path.
  api.post(
    '/admin/payments/:reference/mark-paid',
    {
      ...decide,
      schema: {
        summary: 'Mark a sandbox payment paid',
        tags,
        description: 'Sandbox only. An `Idempotency-Key` is honoured when sent (a replay moves nothing anyway).',
        params: paymentReferenceParamsSchema,
        response: answers(creditedSchema, 422),
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
        summary: 'Expire a sandbox payment',
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
        const payment = await endUnpaidPayment(tx, reference, nowMs);
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
}
