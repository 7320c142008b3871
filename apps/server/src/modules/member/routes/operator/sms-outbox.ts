import { smsOutboxQuerySchema } from '@member/shared';
import { answers, smsOutboxPageSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsOutboxPage } from '../../reset-codes';

/** The SMS outbox, for support where no SMS provider is configured (decision 0041). */
export async function smsOutboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/sms-outbox',
    {
      config: { access: 'sms.view' },
      schema: {
        summary: 'SMS messages sent',
        tags: ['operator'],
        querystring: smsOutboxQuerySchema,
        response: answers(smsOutboxPageSchema),
      },
    },
    async (request) => ({ data: await smsOutboxPage(api.db, request.query) }),
  );
}
