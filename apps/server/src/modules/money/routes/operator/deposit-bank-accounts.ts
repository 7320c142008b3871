import { depositBankAccountSchema, depositBankAccountUpdateSchema, SERVER_MESSAGES } from '@member/shared';
import { adminDepositBankAccountSchema, answers, createdAnswers, idParamsSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPostgresError, type Queryable, UNIQUE_VIOLATION } from '../../../../db/database';
import { badRequest, conflict, notFound } from '../../../../lib/app-error';
import {
  bankExists,
  findDepositBankAccount,
  insertDepositBankAccount,
  listDepositBankAccounts,
  updateDepositBankAccount,
} from '../../settings';
import { settings, tags } from './options';

/** The operator's deposit bank accounts, shown to members who deposit by transfer. */
export async function depositBankAccountOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/deposit-bank-accounts',
    {
      ...settings,
      schema: {
        summary: "The site's deposit bank accounts",
        tags,
        response: answers(z.array(adminDepositBankAccountSchema)),
      },
    },
    async () => ({ data: await listDepositBankAccounts(db, false) }),
  );

  api.post(
    '/admin/deposit-bank-accounts',
    {
      ...settings,
      schema: {
        summary: 'Add a deposit bank account',
        tags,
        body: depositBankAccountSchema,
        response: createdAnswers(adminDepositBankAccountSchema, 409),
      },
    },
    async (request, reply) => {
      const account = request.body;
      const created = await app
        .audited(request, { action: 'deposit_bank_account.create', type: 'deposit_bank_account' }, async (tx) => {
          await assertBank(tx, account.bankCode);
          const id = await insertDepositBankAccount(tx, account);
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
        summary: 'Update a deposit bank account',
        tags,
        params: idParamsSchema,
        body: depositBankAccountUpdateSchema,
        response: answers(adminDepositBankAccountSchema, 409),
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
          await updateDepositBankAccount(tx, id, {
            bankCode: changes.bankCode ?? before.bankCode,
            accountNumber: changes.accountNumber ?? before.accountNumber,
            accountName: changes.accountName ?? before.accountName,
            isActive: changes.isActive ?? before.isActive,
          });
          const after = await findDepositBankAccount(tx, id);
          if (!after) throw notFound();
          return { before, after, answer: after };
        })
        .catch(duplicateAccount);
      return { data: updated };
    },
  );
}

async function assertBank(tx: Queryable, code: string) {
  if (!(await bankExists(tx, code))) throw badRequest(SERVER_MESSAGES.unknownBank);
}

function duplicateAccount(error: unknown): never {
  if (isPostgresError(error, UNIQUE_VIOLATION)) throw conflict(SERVER_MESSAGES.bankAccountTaken);
  throw error;
}
