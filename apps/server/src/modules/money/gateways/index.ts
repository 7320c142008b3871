import { PAYMENT_GATEWAY_CODES, type PaymentGatewayCode, perGateway } from '@member/shared';
import { adapterRegistry } from '../../../lib/adapters';
import { loadOrCreateSecret } from '../../../lib/secrets';
import { cpGateway } from './cp';
import type { GatewayRegistration, PaymentGateway, PaymentMode } from './gateway';
import { ppypGateway } from './ppyp';

export { PAYMENT_MODES, type GatewayRegistration, type PaymentGateway, type PaymentMode } from './gateway';

/** What the gateways read of the configuration (config.ts builds it from the registry: not imported back). */
export interface GatewaySettings {
  paymentMode: PaymentMode;
  /** PAYMENT_<CODE>_SECRET of each gateway that has one set. */
  paymentSecrets: Partial<Record<PaymentGatewayCode, string>>;
  dataDir: string;
}

/** A callback secret is at least this long (PAYMENT_<CODE>_SECRET or the generated file). */
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

/** A gateway's callback secret: from its environment variable, else generated once in DATA_DIR. */
function paymentSecret(config: GatewaySettings, code: PaymentGatewayCode): string {
  const registration = PAYMENT_GATEWAY_REGISTRY.get(code);
  if (!registration) throw new Error(`payment gateway ${code} is not registered`);
  return (
    config.paymentSecrets[code] ??
    loadOrCreateSecret(config.dataDir, registration.secret.file, PAYMENT_SECRET_MIN_LENGTH)
  );
}

/** Every gateway's callback secret (tests sign callbacks as the provider would). */
export function paymentSecrets(config: GatewaySettings): Record<PaymentGatewayCode, string> {
  return perGateway((code) => paymentSecret(config, code));
}

/**
 * The adapters in use. Sandbox mode plugs the sandbox adapter in for every code; live mode has no
 * real adapter yet (decision 0031), so gateway deposits answer depositChannelClosed there.
 */
export function createGateways(config: GatewaySettings): GatewayRegistry {
  const gateways = new Map<PaymentGatewayCode, PaymentGateway>();
  for (const [code, registration] of PAYMENT_GATEWAY_REGISTRY) {
    const gateway = registration.create(config.paymentMode, () => paymentSecret(config, code));
    if (gateway) gateways.set(code, gateway);
  }
  return gateways;
}
