import { PAYMENT_GATEWAY_CODES, type PaymentGatewayCode } from './limits';

/*
 * The payment gateways as screens name them. No schema here: a page that only shows a gateway's name
 * must not pull zod into its chunks (money.ts, which re-exports this, builds its schemas at load).
 */

export function isPaymentGatewayCode(code: string): code is PaymentGatewayCode {
  return (PAYMENT_GATEWAY_CODES as readonly string[]).includes(code);
}

/** What members see for a gateway until the operator names it: never the provider's code. */
export const DEFAULT_GATEWAY_NAMES: Record<PaymentGatewayCode, string> = {
  cp: 'พร้อมเพย์ QR ช่องทาง 1',
  ppyp: 'พร้อมเพย์ QR ช่องทาง 2',
};
export const GATEWAY_NAME_MAX_LENGTH = 60;
