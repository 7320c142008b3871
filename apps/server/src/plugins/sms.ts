import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSmsSender, createTwilioSmsSender, type SmsSender } from '../lib/sms';
import { DAY_MINUTES } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/**
 * How SMS leave (decisions 0041, 0081): the caller's sender if given, else Twilio when `SMS_PROVIDER=twilio`,
 * else the outbox table only.
 */
export default fp(
  async function sms(app: FastifyInstance, options: { sms?: SmsSender }) {
    const { twilio } = app.config.sms;
    const configured = twilio ? createTwilioSmsSender(app.db, app.log, twilio) : createOutboxSmsSender(app.db, app.log);
    app.decorate('sms', options.sms ?? configured);
    // Operators look up recent messages; the codes in them expired long ago.
    app.retention.keep({ table: 'sms_outbox', column: 'created_at', keepMinutes: 30 * DAY_MINUTES });
  },
  { name: 'sms', fastify: '5.x', dependencies: ['config', 'db', 'retention'] },
);
