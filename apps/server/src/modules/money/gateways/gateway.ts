import type { PaymentGatewayCode } from '@member/shared';

/** `PAYMENT_MODE`: sandbox adapters with signed test callbacks, or live providers (decision 0031). */
export const PAYMENT_MODES = ['sandbox', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** What the site asks of a payment provider (decision 0031). */
export interface CreatePaymentInput {
  amountSatang: number;
  /** Our reference; the provider echoes it in its callback. */
  reference: string;
  /** The operator's PromptPay id from the payment settings (used by the sandbox; a real provider has its own). */
  promptpayId: string;
}

export interface CreatedPayment {
  /** EMVCo payload the QR encodes. */
  qrPayload: string;
  paymentUrl: string;
  expiresAt: Date;
}

/** A verified callback: the provider says `reference` was paid `amountSatang`. */
export interface PaymentCallback {
  reference: string;
  amountSatang: number;
  status: 'paid';
}

export interface PaymentGateway {
  readonly code: PaymentGatewayCode;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Checks the signature over the raw body (401 invalidSignature) and parses it (400 when it is not
   * a callback). Never trusts a field before the signature is checked.
   */
  verifyCallback(rawBody: string, signature: string | undefined): PaymentCallback;
  /** Sandbox only: signs a body as the provider would, for the back office's mark-paid. */
  sign?(rawBody: string): string;
}

/**
 * One gateway as this server knows it (one file each, listed in index.ts): its code, where its callback
 * secret comes from, and the adapter it plugs in for a payment mode.
 */
export interface GatewayRegistration {
  readonly code: PaymentGatewayCode;
  /**
   * Its callback HMAC secret: this environment variable, else the database's row named `file` (the name
   * of the file older installs kept it in, in DATA_DIR; secrets.ts `resolveSecrets`).
   */
  readonly secret: { readonly env: string; readonly file: string };
  /**
   * Its adapter in this mode, or null when the mode has none (live mode until a real provider, decision
   * 0031); `secret` reads its secret, only for an adapter that needs it.
   */
  create(mode: PaymentMode, secret: () => string): PaymentGateway | null;
}
