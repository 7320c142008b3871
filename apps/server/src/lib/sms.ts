/**
 * Sending SMS (decisions 0041 and 0081). The exported API:
 *
 *   interface SmsSender { send(tel, text): Promise<void> }
 *   createOutboxSmsSender(db, log): SmsSender      // no provider: a row in `sms_outbox` and a log line
 *   createTwilioSmsSender(db, log, twilio): SmsSender // Twilio's Messages API; the row records the result
 *
 * Every message is a row of `sms_outbox` (GET /api/admin/sms-outbox shows support what was sent and
 * whether it arrived at the provider). A provider's failure is recorded and logged, never thrown: the
 * member-facing answers of the flows that send (forgot password) stay the same either way.
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

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (`MG...`). */
  from: string;
  /** https://api.twilio.com unless a test points it at a stand-in. */
  apiUrl: string;
  timeoutMs: number;
}

/** A Thai mobile number as Twilio wants it (E.164): 0812345678 → +66812345678. */
export function thaiToE164(tel: string): string {
  return tel.startsWith('0') ? `+66${tel.slice(1)}` : `+${tel}`;
}

/** Twilio's error answer: `{ code, message, more_info, status }`. */
function providerError(status: number, body: unknown): string {
  const answer = body as { code?: unknown; message?: unknown } | null;
  const detail = typeof answer?.message === 'string' ? answer.message : 'no message';
  return `HTTP ${status}${answer?.code !== undefined ? ` code ${String(answer.code)}` : ''}: ${detail}`;
}

/** `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (form-encoded To, From or MessagingServiceSid, Body). */
export function createTwilioSmsSender(db: Queryable, log: FastifyBaseLogger, twilio: TwilioSettings): SmsSender {
  const url = `${twilio.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  const fromField = twilio.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';

  return {
    async send(tel, text) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO sms_outbox (tel, text, provider, status) VALUES ($1, $2, 'twilio', 'sending') RETURNING id::text AS id`,
        [tel, text],
      );
      const id = rows[0]?.id;
      const record = (status: 'sent' | 'failed', messageId: string | null, error: string | null) =>
        db.query('UPDATE sms_outbox SET status = $2, provider_message_id = $3, error = $4 WHERE id = $1', [
          id,
          status,
          messageId,
          error,
        ]);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: thaiToE164(tel), [fromField]: twilio.from, Body: text }),
          signal: AbortSignal.timeout(twilio.timeoutMs),
        });
        const body: unknown = await response.json().catch(() => null);
        const sid = (body as { sid?: unknown } | null)?.sid;
        if (response.ok && typeof sid === 'string') {
          await record('sent', sid, null);
          log.info({ tel, sid }, 'sms sent through twilio');
          return;
        }
        const error = providerError(response.status, body);
        await record('failed', null, error);
        log.error({ tel, error }, 'twilio refused the sms');
      } catch (caught) {
        const error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
        await record('failed', null, error);
        log.error({ tel, error }, 'sms could not reach twilio');
      }
    },
  };
}
