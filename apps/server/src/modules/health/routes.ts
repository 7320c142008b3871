import { SERVER_MESSAGES } from '@member/shared';
import { answers, healthSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

/** For load balancers and uptime checks: answers only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { summary: 'Service health', tags: ['health'], response: answers(healthSchema, 503) } },
      async () => {
        try {
          await app.db.query('SELECT 1');
        } catch (error) {
          app.log.error({ err: error }, 'health check: database unreachable');
          throw new AppError(503, 'INTERNAL', SERVER_MESSAGES.internal);
        }
        return { data: { status: 'ok' as const, database: app.db.kind } };
      },
    );
}
