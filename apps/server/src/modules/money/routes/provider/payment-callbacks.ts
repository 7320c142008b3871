import { gatewayParamsSchema } from '@member/shared';
import { answers, creditedSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/app-error';
import { keepRawJsonBodies } from '../../../../plugins/errors';
import * as ops from '../../operations';

/** Provider callbacks: the HMAC is over the raw bytes, so this scope keeps the body as a string. */
export async function paymentCallbackRoutes(scope: FastifyInstance) {
  const { db, moneyHooks: hooks, gateways } = scope;
  keepRawJsonBodies(scope);
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/payment/:provider/callback',
    {
      schema: {
        summary: 'Payment gateway callback',
        security: [{ signature: [] }],
        tags: ['money'],
        description: 'Signed by the gateway: `X-Signature` is the hex HMAC-SHA256 of the raw body.',
        params: gatewayParamsSchema,
        headers: z.object({ 'x-signature': z.string().max(256).optional() }),
        body: z.string().meta({ description: '`{ reference, amount, status }` as JSON, signed' }),
        response: answers(creditedSchema, 401, 422),
      },
    },
    async (request) => {
      const { provider } = request.params;
      const gateway = gateways.get(provider);
      if (!gateway) throw notFound();
      const callback = gateway.verifyCallback(request.body, request.headers['x-signature']);
      const result = await db.transaction((tx) =>
        ops.settleGatewayPayment(tx, hooks, provider, callback, scope.clock.now()),
      );
      return { data: { credited: result.credited } };
    },
  );
}
