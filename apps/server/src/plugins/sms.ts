import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSmsSender, type SmsSender } from '../lib/sms';
import { DAY_MINUTES } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** How SMS leave (decision 0041): the outbox table unless the caller passes a provider's sender. */
export default fp(
  async function sms(app: FastifyInstance, options: { sms?: SmsSender }) {
    app.decorate('sms', options.sms ?? createOutboxSmsSender(app.db, app.log));
    // Operators look up recent messages; the codes in them expired long ago.
    app.retention.keep({ table: 'sms_outbox', column: 'created_at', keepMinutes: 30 * DAY_MINUTES });
  },
  { name: 'sms', fastify: '5.x', dependencies: ['db', 'retention'] },
);
