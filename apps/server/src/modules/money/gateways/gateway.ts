import type { PaymentGatewayCode } from '@member/shared';

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
