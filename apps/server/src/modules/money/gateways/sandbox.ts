import { createHmac, timingSafeEqual } from 'node:crypto';
import { amountSchema, bahtToSatang, type PaymentGatewayCode, SERVER_MESSAGES } from '@member/shared';
import generatePayload from 'promptpay-qr';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../../lib/app-error';
import type {
  CreatedPayment,
  CreatePaymentInput,
  GatewayRegistration,
  PaymentCallback,
  PaymentGateway,
} from './gateway';

/** A gateway payment is payable for 15 minutes. */
export const PAYMENT_TTL_MS = 15 * 60_000;
/** The site's own QR page (SPEC.md §2 /tx/deposit-qr). */
export const paymentPageUrl = (reference: string) => `/tx/deposit-qr?ref=${encodeURIComponent(reference)}`;

const callbackSchema = z.object({
  reference: z.string().min(1).max(64),
  amount: amountSchema,
  status: z.literal('paid'),
});

export function hmacHex(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Compares hex signatures in constant time (different lengths are simply unequal). */
export function signatureMatches(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-fA-F]+$/.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A signed callback's body: its HMAC checked (401 otherwise), then parsed as JSON and by `schema` (400
 * otherwise). What the payment gateways' and the payout provider's sandboxes both receive.
 */
export function verifiedJson<T>(
  secret: string,
  rawBody: string,
  signature: string | undefined,
  schema: z.ZodType<T>,
): T {
  if (!signatureMatches(hmacHex(secret, rawBody), signature)) throw unauthorized(SERVER_MESSAGES.invalidSignature);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw badRequest(SERVER_MESSAGES.malformedJson);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw badRequest();
  return result.data;
}

/**
 * The sandbox adapter (default, PAYMENT_MODE=sandbox), used for both cp and ppyp: a real PromptPay
 * EMVCo payload for the operator's PromptPay id and the exact amount; the site's QR page as the
 * payment link; callbacks signed with HMAC-SHA256 of the raw body under the provider's secret.
 */
export function createSandboxGateway(code: PaymentGatewayCode, secret: string, now = () => Date.now()): PaymentGateway {
  return {
    code,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const qrPayload = generatePayload(input.promptpayId, { amount: input.amountSatang / 100 });
      return {
        qrPayload,
        paymentUrl: paymentPageUrl(input.reference),
        expiresAt: new Date(now() + PAYMENT_TTL_MS),
      };
    },
    verifyCallback(rawBody: string, signature: string | undefined): PaymentCallback {
      const callback = verifiedJson(secret, rawBody, signature, callbackSchema);
      return { reference: callback.reference, amountSatang: bahtToSatang(callback.amount), status: 'paid' };
    },
    sign: (rawBody: string) => hmacHex(secret, rawBody),
  };
}

/** The adapters of a gateway that has only the sandbox so far: the sandbox in sandbox mode, none live. */
export const sandboxOnly =
  (code: PaymentGatewayCode): GatewayRegistration['create'] =>
  (mode, secret) =>
    mode === 'sandbox' ? createSandboxGateway(code, secret()) : null;
