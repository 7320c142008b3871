import {
  gatewayDepositSchema,
  gatewayParamsSchema,
  historyQuerySchema,
  paymentReferenceParamsSchema,
  regularDepositSchema,
  withdrawSchema,
} from '@member/shared';
import {
  answers,
  combineSettingsSchema,
  createdAnswers,
  creditedSchema,
  depositBankAccountListSchema,
  depositPageSchema,
  depositRowSchema,
  gatewayPaymentSchema,
  idParamsSchema,
  memberCreditSchema,
  withdrawPageSchema,
  withdrawRowSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { BODY_LIMIT_BYTES } from '../../plugins/errors';
import { expireDuePayments } from './expiry';
import { amountToSatang } from './ledger';
import * as ops from './operations';
import * as q from './queries';
import { listDepositBankAccounts, loadPaymentSettings, toCombine } from './settings';

/** The member's wallet: credit, channels, deposits, withdrawals, histories; gateway callbacks. */
export async function moneyMemberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, moneyHooks: hooks, gateways } = app;
  const asMember = { config: { access: 'member' } } as const;
  const tags = ['money'];
  const memberId = (request: FastifyRequest) => requireAuth(request).subjectId;
  /** A read of the member's deposits first applies the expiry of their due payments (decision 0082). */
  const expireDue = (id: string) => expireDuePayments(db, app.clock.now(), { memberId: id });

  api.get('/credit', { ...asMember, schema: { tags, response: answers(memberCreditSchema) } }, async (request) => ({
    data: { credit: await ops.creditBaht(db, memberId(request)) },
  }));

  api.get(
    '/deposit-bank-account',
    { ...asMember, schema: { tags, response: answers(depositBankAccountListSchema) } },
    async () => ({ data: await listDepositBankAccounts(db, true) }),
  );

  api.get('/combine', { ...asMember, schema: { tags, response: answers(combineSettingsSchema) } }, async () => ({
    data: toCombine(await loadPaymentSettings(db)),
  }));

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
            memberId(request),
            amountToSatang(amount),
            promotionId ?? null,
            depositBankAccountId ?? null,
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
            memberId(request),
            amountToSatang(amount),
            promotionId ?? null,
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
      data: await ops.memberPayment(db, memberId(request), request.params.reference, app.clock.now()),
    }),
  );

  api.get(
    '/member/deposit/:id',
    { ...asMember, schema: { tags, params: idParamsSchema, response: answers(depositRowSchema) } },
    async (request) => {
      await expireDue(memberId(request));
      const record = await q.findDeposit(db, request.params.id, memberId(request));
      if (!record) throw notFound();
      return { data: q.toDepositRow(record) };
    },
  );

  api.get(
    '/member/withdraw/:id',
    { ...asMember, schema: { tags, params: idParamsSchema, response: answers(withdrawRowSchema) } },
    async (request) => {
      const record = await q.findWithdrawal(db, request.params.id, memberId(request));
      if (!record) throw notFound();
      return { data: q.toWithdrawRow(record) };
    },
  );

  api.post(
    '/withdraw/withdraw',
    { ...asMember, schema: { tags, body: withdrawSchema, response: createdAnswers(withdrawRowSchema) } },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => ({
        status: 201,
        body: { data: await ops.requestWithdrawal(tx, memberId(request), amountToSatang(request.body.amount)) },
      })),
  );

  api.get(
    '/member/reportdeposit',
    { ...asMember, schema: { tags, querystring: historyQuerySchema, response: answers(depositPageSchema) } },
    async (request) => {
      await expireDue(memberId(request));
      return { data: await q.memberDeposits(db, memberId(request), request.query) };
    },
  );

  api.get(
    '/member/reportwithdraw',
    { ...asMember, schema: { tags, querystring: historyQuerySchema, response: answers(withdrawPageSchema) } },
    async (request) => ({ data: await q.memberWithdrawals(db, memberId(request), request.query) }),
  );

  // Provider callbacks: the HMAC is over the raw bytes, so this scope keeps the body as a string.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payment/:provider/callback',
      {
        schema: {
          tags,
          description: 'Signed by the gateway: `X-Signature` is the hex HMAC-SHA256 of the raw body.',
          params: gatewayParamsSchema,
          headers: z.object({ 'x-signature': z.string().max(256).optional() }),
          body: z.string().meta({ description: '`{ reference, amount, status }` as JSON, signed' }),
          response: answers(creditedSchema),
        },
      },
      async (request) => {
        const { provider } = request.params;
        const gateway = gateways.get(provider);
        if (!gateway) throw notFound();
        const callback = gateway.verifyCallback(request.body, request.headers['x-signature']);
        const result = await db.transaction((tx) =>
          ops.settleGatewayPayment(tx, hooks, provider, callback, app.clock.now()),
        );
        return { data: { credited: result.credited } };
      },
    );
  });
}
