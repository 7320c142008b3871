/**
 * A bank-transfer payout provider (decision 0175): what this server asks of one. A real provider's
 * adapter implements it in its own file and is listed in `index.ts`; the sandbox (`sandbox.ts`)
 * behaves like one for tests and the demo.
 */

export interface PayoutRequest {
  /** Our idempotency key: asking twice with one reference never pays twice. */
  reference: string;
  amountSatang: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/** What the provider says of a payout: taken and in progress, paid, or failed (with its reason). */
export type PayoutAnswer =
  | { status: 'accepted'; providerRef: string }
  | { status: 'paid'; providerRef: string }
  | { status: 'failed'; providerRef: string | null; reason: string };

/** A signed callback, checked: which payout, and its outcome. */
export interface PayoutCallback {
  reference: string;
  status: 'paid' | 'failed';
  providerRef: string;
  reason: string | null;
}

/** The request's answer never came (a timeout, a dropped connection): only a status query can tell. */
export class PayoutUnanswered extends Error {
  constructor(cause: string) {
    super(`payout provider did not answer: ${cause}`);
  }
}

export interface PayoutProvider {
  readonly code: string;
  /** Sends the transfer; throws `PayoutUnanswered` when the outcome is unknown. */
  request(payout: PayoutRequest): Promise<PayoutAnswer>;
  /** The provider's record of `reference`: null when it never received it. */
  status(reference: string): Promise<PayoutAnswer | null>;
  /** Checks a callback's signature over its raw body and reads it; throws a 401/400 AppError otherwise. */
  verifyCallback(rawBody: string, signature: string | undefined): PayoutCallback;
}
