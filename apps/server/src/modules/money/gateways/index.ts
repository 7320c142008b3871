import { PAYMENT_GATEWAY_CODES, type PaymentGatewayCode } from '@member/shared';
import { adapterRegistry } from '../../../lib/adapters';
import { cpGateway } from './cp';
import type { GatewayRegistration, PaymentGateway, PaymentMode } from './gateway';
import { ppypGateway } from './ppyp';

export { PAYMENT_MODES, type GatewayRegistration, type PaymentGateway, type PaymentMode } from './gateway';

/** A callback secret is at least this long (PAYMENT_<CODE>_SECRET, or the one kept in the database). */
export const PAYMENT_SECRET_MIN_LENGTH = 32;

/**
 * Every payment gateway this server knows, one registration per file, one for each code of the
 * contract (`PAYMENT_GATEWAYS` in @member/shared, which the API's schemas take their codes from).
 * Adding a gateway: its entry there, its file here and its line below.
 */
export const PAYMENT_GATEWAY_REGISTRY: ReadonlyMap<PaymentGatewayCode, GatewayRegistration> = adapterRegistry(
  'payment gateway',
  PAYMENT_GATEWAY_CODES,
  [cpGateway, ppypGateway],
);

export type GatewayRegistry = ReadonlyMap<PaymentGatewayCode, PaymentGateway>;

/**
 * The adapters in use, with each gateway's callback secret (`app.secrets.payment`: its variable, else the
 * database's, config.ts). Sandbox mode plugs the sandbox adapter in for every code; live mode has no
 * real adapter yet (decision 0031), so gateway deposits answer depositChannelClosed there.
 */
export function createGateways(mode: PaymentMode, secrets: Record<PaymentGatewayCode, string>): GatewayRegistry {
  const gateways = new Map<PaymentGatewayCode, PaymentGateway>();
  for (const [code, registration] of PAYMENT_GATEWAY_REGISTRY) {
    const gateway = registration.create(mode, () => secrets[code]);
    if (gateway) gateways.set(code, gateway);
  }
  return gateways;
}
