import { answers, payoutCallbackAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/app-error';
import { keepRawJsonBodies } from '../../../../plugins/errors';
import { applyPayoutCallback } from '../../payouts';

/** The payout provider's callbacks (decision 0175): the HMAC is over the raw bytes, so the body stays a string. */
export async function payoutCallbackRoutes(scope: FastifyInstance) {
  keepRawJsonBodies(scope);
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/payouts/:provider/callback',
    {
      schema: {
        summary: 'Payout provider callback',
        security: [{ signature: [] }],
        tags: ['money'],
        description:
          'Signed by the payout provider: `X-Signature` is the hex HMAC-SHA256 of the raw body. A repeated or late ' +
          'callback is recorded and answers `applied: false`.',
        params: z.object({ provider: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/) }),
        headers: z.object({ 'x-signature': z.string().max(256).optional() }),
        body: z
          .string()
          .meta({ description: '`{ reference, status: "paid" | "failed", provider_ref, reason }` as JSON, signed' }),
        response: answers(payoutCallbackAnswerSchema, 401),
      },
    },
    async (request) => {
      const provider = scope.payouts.provider;
      if (!provider || provider.code !== request.params.provider) throw notFound();
      const callback = provider.verifyCallback(request.body, request.headers['x-signature']);
      return { data: { applied: await applyPayoutCallback(scope.payouts, callback) } };
    },
  );
}
