import {
  gatewayDepositSchema,
  historyQuerySchema,
  isPaymentGatewayCode,
  type PaymentGatewayCode,
  regularDepositSchema,
  withdrawSchema,
} from '@member/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { parseBody } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { BODY_LIMIT_BYTES } from '../../plugins/errors';
import type { GatewayRegistry } from './gateways';
import type { MoneyHooks } from './hooks';
import { amountToSatang } from './ledger';
import { runIdempotent, type StoredAnswer, scopeOf } from '../../plugins/idempotency';
import * as ops from './operations';
import * as q from './queries';
import { listDepositBankAccounts, loadPaymentSettings, toCombine } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    gateways: GatewayRegistry;
  }
}

const ID_PATTERN = /^\d{1,18}$/;

/** A numeric id path parameter, or 404 (ids are never anything else). */
export function idParam(request: FastifyRequest, name = 'id'): string {
  const id = (request.params as Record<string, string | undefined>)[name];
  if (!id || !ID_PATTERN.test(id)) throw notFound();
  return id;
}

export function providerParam(request: FastifyRequest): PaymentGatewayCode {
  const provider = (request.params as { provider?: string }).provider ?? '';
  if (!isPaymentGatewayCode(provider)) throw notFound();
  return provider;
}

/** Sends a stored (or fresh) money answer as it was the first time. */
export function sendAnswer(reply: FastifyReply, answer: StoredAnswer & { replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

/**
 * Verifies and settles a gateway callback (the route and the back office's mark-paid both come
 * here). `also` runs in the same transaction after a credit (the audit entry of mark-paid).
 */
export async function processCallback(
  db: Database,
  hooks: MoneyHooks,
  gateways: GatewayRegistry,
  provider: PaymentGatewayCode,
  rawBody: string,
  signature: string | undefined,
  also?: (tx: Queryable, result: { credited: boolean; depositId: string | null }) => Promise<void>,
): Promise<{ credited: boolean }> {
  const gateway = gateways.get(provider);
  if (!gateway) throw notFound();
  const callback = gateway.verifyCallback(rawBody, signature);
  return db.transaction(async (tx) => {
    const result = await ops.settleGatewayPayment(tx, hooks, provider, callback);
    if (also) await also(tx, result);
    return { credited: result.credited };
  });
}

/** The member's wallet: credit, channels, deposits, withdrawals, histories; gateway callbacks. */
export async function moneyRoutes(api: FastifyInstance) {
  const { db, moneyHooks: hooks } = api;
  const gateways = api.gateways;
  const member = { preValidation: api.requireMember };
  const memberId = (request: FastifyRequest) => requireAuth(request).subjectId;

  api.get('/credit', member, async (request) => ({ data: { credit: await ops.creditBaht(db, memberId(request)) } }));

  api.get('/deposit-bank-account', member, async () => ({ data: await listDepositBankAccounts(db, true) }));

  api.get('/combine', member, async () => ({ data: toCombine(await loadPaymentSettings(db)) }));

  api.post('/member/regulardeposit', member, async (request, reply) => {
    const scope = scopeOf(request);
    const { amount, promotionId } = parseBody(regularDepositSchema, request.body);
    const answer = await runIdempotent(db, scope, async (tx) => ({
      status: 201,
      body: {
        data: await ops.requestBankDeposit(tx, hooks, scope.subjectId, amountToSatang(amount), promotionId ?? null),
      },
    }));
    return sendAnswer(reply, answer);
  });

  api.post('/member/:provider/deposit', member, async (request, reply) => {
    const provider = providerParam(request);
    const scope = scopeOf(request);
    const { amount, promotionId } = parseBody(gatewayDepositSchema, request.body);
    const answer = await runIdempotent(db, scope, async (tx) => ({
      status: 201,
      body: {
        data: await ops.createGatewayDeposit(
          tx,
          hooks,
          gateways.get(provider),
          provider,
          scope.subjectId,
          amountToSatang(amount),
          promotionId ?? null,
        ),
      },
    }));
    return sendAnswer(reply, answer);
  });

  api.get('/member/payment/:reference', member, async (request) => {
    const { reference } = request.params as { reference: string };
    return { data: await ops.memberPayment(db, memberId(request), reference) };
  });

  api.get('/member/deposit/:id', member, async (request) => {
    const record = await q.findDeposit(db, idParam(request), memberId(request));
    if (!record) throw notFound();
    return { data: q.toDepositRow(record) };
  });

  api.get('/member/withdraw/:id', member, async (request) => {
    const record = await q.findWithdrawal(db, idParam(request), memberId(request));
    if (!record) throw notFound();
    return { data: q.toWithdrawRow(record) };
  });

  api.post('/withdraw/withdraw', member, async (request, reply) => {
    const scope = scopeOf(request);
    const { amount } = parseBody(withdrawSchema, request.body);
    const answer = await runIdempotent(db, scope, async (tx) => ({
      status: 201,
      body: { data: await ops.requestWithdrawal(tx, scope.subjectId, amountToSatang(amount)) },
    }));
    return sendAnswer(reply, answer);
  });

  api.get('/member/reportdeposit', member, async (request) => {
    const page = parseBody(historyQuerySchema, request.query);
    return { data: await q.memberDeposits(db, memberId(request), page) };
  });

  api.get('/member/reportwithdraw', member, async (request) => {
    const page = parseBody(historyQuerySchema, request.query);
    return { data: await q.memberWithdrawals(db, memberId(request), page) };
  });

  // Provider callbacks: the HMAC is over the raw bytes, so this scope keeps the body as a string.
  await api.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    callbacks.post('/payment/:provider/callback', async (request) => {
      const provider = providerParam(request);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-signature'];
      const result = await processCallback(
        db,
        hooks,
        gateways,
        provider,
        rawBody,
        typeof signature === 'string' ? signature : undefined,
      );
      return { data: result };
    });
  });
}
