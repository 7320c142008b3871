import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { hmacHex, verifiedJson } from '../gateways/sandbox';
import { type PayoutAnswer, type PayoutProvider, type PayoutRequest, PayoutUnanswered } from './provider';

/**
 * The sandbox payout provider (PAYMENT_MODE=sandbox; decision 0175). It keeps its own books
 * (`payout_sandbox_transfers`), one transfer per reference whatever the number of requests, answers
 * `accepted`, and reports the outcome by a callback signed with HMAC-SHA256 of the raw body under the
 * payout secret, as a real provider does. A test scripts what the next requests meet:
 * - `pay` (the default) and `fail`: the outcome, by callback;
 * - `timeout`: the transfer is made but the request's answer and the callback are lost;
 * - `twice`: paid, and the callback arrives twice;
 * - `silent`: paid, and the callback is lost (only a status query finds it).
 */
export type SandboxBehaviour = 'pay' | 'fail' | 'timeout' | 'twice' | 'silent';

export const SANDBOX_FAILURE_REASON = 'บัญชีปลายทางไม่ถูกต้อง';

const callbackSchema = z.object({
  reference: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  provider_ref: z.string().min(1).max(64),
  reason: z.string().max(200).nullable(),
});

export interface SandboxPayouts extends PayoutProvider {
  /** What the next requests meet, in order; then `pay` again. */
  script(...behaviours: SandboxBehaviour[]): void;
  /** Resolves once every callback sent so far has been answered. */
  delivered(): Promise<void>;
  sign(rawBody: string): string;
}

export function createSandboxPayouts(options: {
  db: Queryable;
  secret: string;
  /** Posts a signed callback to this server's callback route. */
  deliver: (rawBody: string, signature: string) => Promise<unknown>;
  callbackDelayMs: number;
}): SandboxPayouts {
  const { db, secret } = options;
  const script: SandboxBehaviour[] = [];
  const inFlight = new Set<Promise<unknown>>();

  const sendCallback = (reference: string, answer: PayoutAnswer, times: number) => {
    const raw = JSON.stringify({
      reference,
      status: answer.status,
      provider_ref: answer.providerRef,
      reason: answer.status === 'failed' ? answer.reason : null,
    });
    const delivery = new Promise((resolve) => setTimeout(resolve, options.callbackDelayMs)).then(async () => {
      for (let i = 0; i < times; i++) await options.deliver(raw, hmacHex(secret, raw)).catch(() => undefined);
    });
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  };

  const read = async (reference: string): Promise<PayoutAnswer | null> => {
    const { rows } = await db.query<{ status: 'paid' | 'failed'; provider_ref: string }>(
      'SELECT status, provider_ref FROM payout_sandbox_transfers WHERE reference = $1',
      [reference],
    );
    const row = rows[0];
    if (!row) return null;
    return row.status === 'paid'
      ? { status: 'paid', providerRef: row.provider_ref }
      : { status: 'failed', providerRef: row.provider_ref, reason: SANDBOX_FAILURE_REASON };
  };

  return {
    code: 'sandbox',
    script: (...behaviours) => void script.push(...behaviours),
    delivered: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    sign: (rawBody) => hmacHex(secret, rawBody),
    async request(payout: PayoutRequest): Promise<PayoutAnswer> {
      const behaviour = script.shift() ?? 'pay';
      const providerRef = `SBX-${randomUUID().slice(0, 12).toUpperCase()}`;
      const { rows } = await db.query<{ provider_ref: string }>(
        `INSERT INTO payout_sandbox_transfers (reference, amount_satang, bank_code, account_number, status, provider_ref)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (reference) DO NOTHING RETURNING provider_ref`,
        [
          payout.reference,
          payout.amountSatang,
          payout.bankCode,
          payout.accountNumber,
          behaviour === 'fail' ? 'failed' : 'paid',
          providerRef,
        ],
      );
      // A repeated reference is the same transfer: its record, never a second payment.
      if (rows.length === 0) {
        const known = await read(payout.reference);
        if (!known) throw new Error(`sandbox transfer ${payout.reference} vanished`);
        return { status: 'accepted', providerRef: known.providerRef ?? providerRef };
      }
      if (behaviour === 'timeout') throw new PayoutUnanswered('sandbox timeout');
      const outcome = await read(payout.reference);
      if (!outcome) throw new Error(`sandbox transfer ${payout.reference} vanished`);
      if (behaviour !== 'silent') sendCallback(payout.reference, outcome, behaviour === 'twice' ? 2 : 1);
      return { status: 'accepted', providerRef };
    },
    status: read,
    verifyCallback(rawBody, signature) {
      const callback = verifiedJson(secret, rawBody, signature, callbackSchema);
      return {
        reference: callback.reference,
        status: callback.status,
        providerRef: callback.provider_ref,
        reason: callback.reason,
      };
    },
  };
}
