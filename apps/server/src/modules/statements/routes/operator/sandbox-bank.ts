import { randomBytes } from 'node:crypto';
import { type SandboxBankTransfer, sandboxBankTransferSchema } from '@member/shared';
import { answers, sandboxBankTransferAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../../../lib/app-error';
import { amountToSatang, loadAutoDepositRules } from '../../../money';
import { ingestLine, smsLine } from '../../ingest';
import { scbCreditSms } from '../../sandbox-sms';
import { findActiveDepositAccount, findSenderByTel, insertSandboxTransfer } from '../../queries/slips';
import { findActiveSmsSource } from '../../queries/sources';
import { makeSlipPayload, renderSlipImage } from '../../slip';
import { decide, tags } from './options';

/** The sandbox bank's sending bank: KBank's 3-digit id as a slip's mini-QR prints it. */
const SANDBOX_SENDING_BANK = '004';

const baht = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `POST /admin/sandbox/bank-transfers` (sandbox only, decision 0163): the demo's sandbox bank makes a
 * transfer to one of the site's deposit accounts, sends its SMS to the account's phone (whose forwarder
 * posts it as a statement line), and answers the slip, the SMS and the line.
 */
export async function sandboxBankOperatorRoutes(app: FastifyInstance) {
  const { db, moneyHooks: hooks } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/sandbox/bank-transfers',
    {
      ...decide,
      schema: {
        summary: 'Make a sandbox bank transfer',
        tags,
        description: 'Sandbox only: a transfer of the sandbox bank, its slip (PNG data URL) and its SMS.',
        body: sandboxBankTransferSchema,
        response: answers(sandboxBankTransferAnswerSchema, 404),
      },
    },
    async (request) => {
      if (app.config.paymentMode !== 'sandbox') throw notFound();
      const { depositBankAccountId, amount, senderTel } = request.body;
      const account = await findActiveDepositAccount(db, depositBankAccountId);
      if (!account) throw badRequest();
      const sender = senderTel === undefined ? null : await findSenderByTel(db, senderTel);
      if (senderTel !== undefined && !sender) throw badRequest();
      const amountSatang = amountToSatang(amount);
      const transRef = `SBX${randomBytes(10).toString('hex').toUpperCase()}`;
      const occurredAt = new Date(app.clock.now());
      const balanceSatang = await insertSandboxTransfer(db, {
        transRef,
        sendingBank: SANDBOX_SENDING_BANK,
        amountSatang,
        occurredAt,
        receiverAccount: account.accountNumber,
        receiverName: account.accountName,
        senderAccount: sender?.bankNumber ?? null,
        senderName: sender?.name ?? null,
      });
      const png = renderSlipImage(
        { payload: makeSlipPayload({ sendingBank: SANDBOX_SENDING_BANK, transRef }), amountText: baht(amountSatang) },
        'png',
      );
      const smsText = scbCreditSms(account.accountNumber, amountSatang, balanceSatang, occurredAt);
      // The bank's SMS reaches the account's phone, whose forwarder posts it: the webhook's own path.
      const phone = await findActiveSmsSource(db, depositBankAccountId);
      const rules = await loadAutoDepositRules(db);
      const line =
        phone && rules.sources.bank_sms
          ? await db.transaction((tx) => ingestLine(tx, hooks, phone, smsLine(smsText, occurredAt), app.clock.now()))
          : null;
      const answer: SandboxBankTransfer = {
        transRef,
        sendingBank: SANDBOX_SENDING_BANK,
        slip: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
        smsText,
        line: line === null ? null : { id: Number(line.id), state: line.state },
      };
      return { data: answer };
    },
  );
}
