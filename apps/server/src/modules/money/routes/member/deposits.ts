import {
  gatewayDepositSchema,
  PAYMENT_GATEWAY_CODES,
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
    {
      ...asMember,
      schema: {
        summary: 'Report a bank transfer deposit',
        tags,
        body: regularDepositSchema,
        response: createdAnswers(depositRowSchema, 409, 422),
      },
    },
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

  // One path per gateway rather than `/member/:provider/deposit`, which would overlap `/member/deposit/:id`
  // and its siblings for a client generated from the document; an unknown gateway is a 404 either way.
  for (const provider of PAYMENT_GATEWAY_CODES) {
    api.post(
      `/member/${provider}/deposit`,
      {
        ...asMember,
        schema: {
          summary: `Deposit through the ${provider} gateway`,
          tags,
          description: `A deposit through the \`${provider}\` gateway: its QR code to pay.`,
          body: gatewayDepositSchema,
          response: createdAnswers(gatewayPaymentSchema, 422),
        },
      },
      async (request, reply) => {
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
  }

  api.get(
    '/member/payment/:reference',
    {
      ...asMember,
      schema: {
        summary: 'A gateway payment',
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
    {
      ...asMember,
      schema: { summary: 'A deposit', tags, params: idParamsSchema, response: answers(depositRowSchema) },
    },
    async (request) => {
      await expireDue(app, memberIdOf(request));
      const record = await q.findDeposit(db, request.params.id, memberIdOf(request));
      if (!record) throw notFound();
      return { data: q.toDepositRow(record) };
    },
  );
}
