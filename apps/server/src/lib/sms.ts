/**
 * Sending SMS (decision 0041). The exported API:
 *
 *   interface SmsSender { send(tel, text): Promise<void> }
 *   createOutboxSmsSender(db, log): SmsSender   // the default: a row in `sms_outbox` (read by the operator
 *                                               // at GET /api/admin/sms-outbox) and a log line
 *
 * The app is decorated with one sender: `app.sms` (buildApp's `sms` option replaces it). A real
 * provider is another SmsSender (an HTTP call to the provider) passed there.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';

export interface SmsSender {
  send(tel: string, text: string): Promise<void>;
}

export function createOutboxSmsSender(db: Queryable, log: FastifyBaseLogger): SmsSender {
  return {
    async send(tel, text) {
      await db.query('INSERT INTO sms_outbox (tel, text) VALUES ($1, $2)', [tel, text]);
      // The phone is logged, never the text: it carries a one-time code.
      log.info({ tel }, 'sms written to the outbox');
    },
  };
}
