import { SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';

/** For load balancers and uptime checks: answers only when the database answers. */
export async function healthRoutes(api: FastifyInstance) {
  api.get('/health', async () => {
    try {
      await api.db.query('SELECT 1');
    } catch (error) {
      api.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'INTERNAL', SERVER_MESSAGES.internal);
    }
    return { data: { status: 'ok', database: api.db.kind } };
  });
}
