/*
 * The payment gateways (decision 0031), one entry each: its code (what the API and the database name it
 * by) and what members see until the operator names it. The server registers an adapter for each code
 * (apps/server/src/modules/money/gateways/); the schemas take their codes from here. No schema here: a
 * page that only shows a gateway's name must not pull zod into its chunks (money.ts, which re-exports
 * this, builds its schemas at load).
 */
export const PAYMENT_GATEWAYS = {
  cp: { defaultName: 'พร้อมเพย์ QR ช่องทาง 1' },
  ppyp: { defaultName: 'พร้อมเพย์ QR ช่องทาง 2' },
} as const;
export type PaymentGatewayCode = keyof typeof PAYMENT_GATEWAYS;
// `@__PURE__`: a bundle that never reads these (the member site's first load) drops them.
export const PAYMENT_GATEWAY_CODES = /* @__PURE__ */ Object.keys(PAYMENT_GATEWAYS) as [
  PaymentGatewayCode,
  ...PaymentGatewayCode[],
];

export function isPaymentGatewayCode(code: string): code is PaymentGatewayCode {
  return (PAYMENT_GATEWAY_CODES as readonly string[]).includes(code);
}

/** One value per gateway (a schema's fields, a form's defaults), in the codes' order. */
export function perGateway<T>(value: (code: PaymentGatewayCode) => T): Record<PaymentGatewayCode, T> {
  return Object.fromEntries(PAYMENT_GATEWAY_CODES.map((code) => [code, value(code)])) as Record<PaymentGatewayCode, T>;
}

/** What members see for a gateway until the operator names it: never the provider's code. */
export const DEFAULT_GATEWAY_NAMES: Record<PaymentGatewayCode, string> = /* @__PURE__ */ perGateway(
  (code) => PAYMENT_GATEWAYS[code].defaultName,
);
export const GATEWAY_NAME_MAX_LENGTH = 60;
