import {
  answers,
  combineSettingsSchema,
  depositBankAccountListSchema,
  memberCreditSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ops from '../../operations';
import { listDepositBankAccounts, loadPaymentSettings, toCombine } from '../../settings';
import { asMember, memberIdOf, tags } from './options';

/** The member's credit, and the ways to pay in: the deposit bank accounts and the payment settings. */
export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/credit',
    { ...asMember, schema: { summary: "The member's wallet balance", tags, response: answers(memberCreditSchema) } },
    async (request) => ({
      data: { credit: await ops.creditBaht(db, memberIdOf(request)) },
    }),
  );

  api.get(
    '/deposit-bank-account',
    {
      ...asMember,
      schema: { summary: 'Bank accounts to deposit to', tags, response: answers(depositBankAccountListSchema) },
    },
    async () => ({ data: await listDepositBankAccounts(db, true) }),
  );

  api.get(
    '/combine',
    {
      ...asMember,
      schema: { summary: 'Deposit channels and settings', tags, response: answers(combineSettingsSchema) },
    },
    async () => ({
      data: toCombine(await loadPaymentSettings(db)),
    }),
  );
}
