import {
  gatewayDepositSchema,
  gatewayParamsSchema,
  paymentReferenceParamsSchema,
  regularDepositSchema,
} from '@member/shared';
import {
  answers,
  createdAnswers,
  depositRowSchema,
  gatewayPaymentSchema,
  idParamsSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { amountToSatang } from '../../ledger';
import * as ops from '../../operations';
import * as q from '../../queries/deposits';
import { asMember, expireDue, memberIdOf, tags } from './options';

/** The member's deposits: by bank transfer, through a gateway (its payment), and one deposit. */
export async function depositRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, moneyHooks: hooks, gateways } = app;

  api.post(
    '/member/regulardeposit',
    { ...asMember, schema: { tags, body: regularDepositSchema, response: createdAnswers(depositRowSchema) } },
    async (request, reply) => {
      const { amount, promotionId, depositBankAccountId } = request.body;
      return app.idempotent(request, reply, async (tx) => ({
        status: 201,
        body: {
          data: await ops.requestBankDeposit(
            tx,
            hooks,
            memberIdOf(request),
            amountToSatang(amount),
            promotionId ?? null,
            depositBankAccountId ?? null,
            app.clock.now(),
          ),
        },
      }));
    },
  );

  api.post(
    '/member/:provider/deposit',
    {
      ...asMember,
      schema: {
        tags,
        params: gatewayParamsSchema,
        body: gatewayDepositSchema,
        response: createdAnswers(gatewayPaymentSchema),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { amount, promotionId } = request.body;
      return app.idempotent(request, reply, async (tx) => ({
        status: 201,
        body: {
          data: await ops.createGatewayDeposit(
            tx,
            hooks,
            gateways.get(provider),
            provider,
            memberIdOf(request),
            amountToSatang(amount),
            promotionId ?? null,
            app.clock.now(),
          ),
        },
      }));
    },
  );

  api.get(
    '/member/payment/:reference',
    {
      ...asMember,
      schema: {
        tags,
        params: paymentReferenceParamsSchema,
        response: answers(gatewayPaymentSchema),
      },
    },
    async (request) => ({
      data: await ops.memberPayment(db, memberIdOf(request), request.params.reference, app.clock.now()),
    }),
  );

  api.get(
    '/member/deposit/:id',
    { ...asMember, schema: { tags, params: idParamsSchema, response: answers(depositRowSchema) } },
    async (request) => {
      await expireDue(app, memberIdOf(request));
      const record = await q.findDeposit(db, request.params.id, memberIdOf(request));
      if (!record) throw notFound();
      return { data: q.toDepositRow(record) };
    },
  );
}
