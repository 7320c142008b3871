import {
  bahtToSatang,
  FREE_TEXT_MAX_LENGTH,
  MAX_TRANSACTION_BAHT,
  PAYMENT_GATEWAY_CODES,
  SERVER_MESSAGES,
  VALIDATION as M,
} from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isPostgresError, UNIQUE_VIOLATION } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { parseBody } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { idParam } from '../money/routes';
import {
  findDepositBankAccount,
  listDepositBankAccounts,
  loadPaymentSettings,
  savePaymentSettings,
  toCombine,
} from '../money/settings';
import { recordAudit } from '../../plugins/audit';

/**
 * Payment settings and the operator's deposit accounts (admin only). The schemas are the back
 * office's; they move to packages/shared when its screens are built.
 */
const text = (max = FREE_TEXT_MAX_LENGTH) =>
  z.string({ error: M.invalidValue }).trim().min(1, M.invalidValue).max(max, M.textTooLong);
const digits = (min: number, max: number) =>
  z
    .string({ error: M.invalidValue })
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), M.invalidValue);

export const paymentSettingsSchema = z
  .object({
    credit_min: z.number({ error: M.invalidValue }).min(0, M.invalidValue).max(MAX_TRANSACTION_BAHT, M.amountTooLarge),
    bank_transfer: z.boolean({ error: M.invalidValue }),
    promptpay: digits(10, 15).nullable(),
    accountNamePp: text().nullable(),
    truemoney: digits(10, 15).nullable(),
    accountNameTmn: text().nullable(),
    tmnAuto: z.boolean({ error: M.invalidValue }),
    gateways: z.array(z.enum(PAYMENT_GATEWAY_CODES, { error: M.invalidValue }), { error: M.invalidValue }).max(2),
  })
  .partial()
  .strict();

export const depositBankAccountSchema = z.object({
  bankCode: z.string({ error: M.bankRequired }).trim().min(1, M.bankRequired),
  accountNumber: digits(10, 15),
  accountName: text(),
  isActive: z.boolean({ error: M.invalidValue }).default(true),
});
const depositBankAccountUpdateSchema = depositBankAccountSchema.partial();

export async function adminSettingsRoutes(api: FastifyInstance) {
  const { db } = api;
  const admin = { preValidation: api.requireOperator('settings.edit') };

  api.get('/admin/settings/payment', admin, async () => ({ data: toCombine(await loadPaymentSettings(db)) }));

  api.put('/admin/settings/payment', admin, async (request) => {
    const changes = parseBody(paymentSettingsSchema, request.body);
    const operatorId = requireAuth(request).subjectId;
    const after = await db.transaction(async (tx) => {
      const before = await loadPaymentSettings(tx);
      const next = { ...before, ...changes };
      if (changes.credit_min !== undefined) next.creditMinSatang = bahtToSatang(changes.credit_min);
      next.gateways = [...new Set(next.gateways)];
      await savePaymentSettings(tx, next);
      const saved = await loadPaymentSettings(tx);
      await recordAudit(tx, {
        operatorId,
        action: 'settings.payment.update',
        targetType: 'payment_settings',
        targetId: '1',
        before: toCombine(before),
        after: toCombine(saved),
      });
      return saved;
    });
    return { data: toCombine(after) };
  });

  api.get('/admin/deposit-bank-accounts', admin, async () => ({ data: await listDepositBankAccounts(db, false) }));

  api.post('/admin/deposit-bank-accounts', admin, async (request, reply) => {
    const account = parseBody(depositBankAccountSchema, request.body);
    const operatorId = requireAuth(request).subjectId;
    const created = await db
      .transaction(async (tx) => {
        await assertBank(tx, account.bankCode);
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
           VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
          [account.bankCode, account.accountNumber, account.accountName, account.isActive],
        );
        const id = rows[0]?.id ?? '';
        const after = await findDepositBankAccount(tx, id);
        await recordAudit(tx, {
          operatorId,
          action: 'deposit_bank_account.create',
          targetType: 'deposit_bank_account',
          targetId: id,
          before: null,
          after,
        });
        return after;
      })
      .catch(duplicateAccount);
    return reply.status(201).send({ data: created });
  });

  api.put('/admin/deposit-bank-accounts/:id', admin, async (request) => {
    const id = idParam(request);
    const changes = parseBody(depositBankAccountUpdateSchema, request.body);
    const operatorId = requireAuth(request).subjectId;
    const updated = await db
      .transaction(async (tx) => {
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
        await recordAudit(tx, {
          operatorId,
          action: 'deposit_bank_account.update',
          targetType: 'deposit_bank_account',
          targetId: id,
          before,
          after,
        });
        return after;
      })
      .catch(duplicateAccount);
    return { data: updated };
  });
}

async function assertBank(tx: { query: FastifyInstance['db']['query'] }, code: string) {
  const { rows } = await tx.query('SELECT 1 FROM banks WHERE code = $1', [code]);
  if (rows.length === 0) throw badRequest(SERVER_MESSAGES.unknownBank);
}

function duplicateAccount(error: unknown): never {
  if (isPostgresError(error, UNIQUE_VIOLATION)) throw conflict(SERVER_MESSAGES.bankAccountTaken);
  throw error;
}
