import { minigameCreditToWalletSchema, minigameWithdrawSchema } from '@member/shared';
import {
  answers,
  createdAnswers,
  minigameCreditMovedSchema,
  minigameWithdrawRowSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { amountToSatang } from '../../../money';
import { moveCreditToWallet } from '../../credit-moves';
import { loadSettings } from '../../settings';
import { requestWithdrawal } from '../../withdrawals';
import { asMember, memberOf, tags } from './options';

/** The member's prize credit: moved to the wallet, or a withdrawal requested (both idempotent). */
export async function creditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/member/credit/to-wallet',
    {
      ...asMember,
      schema: {
        summary: 'Move credit to the wallet',
        tags,
        body: minigameCreditToWalletSchema,
        response: answers(minigameCreditMovedSchema, 422),
      },
    },
    async (request, reply) => {
      const amountSatang = amountToSatang(request.body.amount);
      return app.idempotent(request, reply, async (tx) => ({
        status: 200,
        body: {
          data: await moveCreditToWallet(tx, {
            memberId: memberOf(request),
            amountSatang,
            settings: await loadSettings(tx),
            nowMs: app.clock.now(),
          }),
        },
      }));
    },
  );

  api.post(
    '/request-withdraw',
    {
      ...asMember,
      schema: {
        summary: 'Withdraw mini-game profit',
        tags,
        body: minigameWithdrawSchema,
        response: createdAnswers(minigameWithdrawRowSchema, 422),
      },
    },
    async (request, reply) => {
      const amountSatang = amountToSatang(request.body.amount);
      return app.idempotent(request, reply, async (tx) => ({
        status: 201,
        body: {
          data: await requestWithdrawal(tx, {
            memberId: memberOf(request),
            amountSatang,
            settings: await loadSettings(tx),
            nowMs: app.clock.now(),
          }),
        },
      }));
    },
  );
}
