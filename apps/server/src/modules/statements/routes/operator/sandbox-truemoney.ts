import { bahtToSatang, sandboxTrueMoneyTransferSchema, satangToBaht } from '@member/shared';
import { createdAnswers, sandboxTrueMoneyTransferAnswerSchema } from '@member/shared/responses';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { insertSandboxTransfer } from '../../queries/truemoney';
import { maskedWalletPhone } from '../../truemoney/sandbox';
import { decide, tags } from './options';

/**
 * Sandbox only: a transfer into the site's TrueMoney wallet, which the sandbox feed shows from now on
 * (decision 0164); the `truemoney-feed` job reads it as it would a real wallet's history.
 */
export async function sandboxTrueMoneyOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.post(
    '/admin/sandbox/truemoney-transfers',
    {
      ...decide,
      schema: {
        summary: 'Make a sandbox TrueMoney transfer',
        tags,
        description: 'Sandbox only: a transfer into the site’s TrueMoney wallet, for the TrueMoney feed to read.',
        body: sandboxTrueMoneyTransferSchema,
        response: createdAnswers(sandboxTrueMoneyTransferAnswerSchema, 404),
      },
    },
    async (request, reply) => {
      if (app.config.paymentMode !== 'sandbox') throw notFound();
      const { amount, senderPhone, senderName } = request.body;
      const transfer = await insertSandboxTransfer(db, {
        transactionId: `sandbox-${randomUUID()}`,
        amountSatang: bahtToSatang(amount),
        senderPhone,
        senderName: senderName ?? null,
        occurredAt: new Date(app.clock.now()),
      });
      return reply.code(201).send({
        data: {
          transactionId: transfer.transactionId,
          amount: satangToBaht(transfer.amountSatang),
          senderPhone: maskedWalletPhone(transfer.senderPhone),
          senderName: transfer.senderName,
          occurredAt: transfer.occurredAt.toISOString(),
        },
      });
    },
  );
}
