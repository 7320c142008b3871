import { PAYMENT_GATEWAY_CODES, type PaymentGatewayCode } from '@member/shared';
import { type Config, loadOrCreatePaymentSecret } from '../../../config';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

export type { PaymentGateway } from './gateway';

export type GatewayRegistry = ReadonlyMap<PaymentGatewayCode, PaymentGateway>;

/** Each provider's callback secret: from the environment, else generated once in DATA_DIR. */
export function paymentSecrets(config: Config): Record<PaymentGatewayCode, string> {
  return {
    cp: config.paymentCpSecret ?? loadOrCreatePaymentSecret(config.dataDir, 'cp'),
    ppyp: config.paymentPpypSecret ?? loadOrCreatePaymentSecret(config.dataDir, 'ppyp'),
  };
}

/**
 * The adapters in use. Sandbox mode plugs the sandbox adapter in for every code; live mode has no
 * real adapter yet (decision 0031), so gateway deposits answer depositChannelClosed there.
 */
export function createGateways(config: Config): GatewayRegistry {
  const registry = new Map<PaymentGatewayCode, PaymentGateway>();
  if (config.paymentMode !== 'sandbox') return registry;
  const secrets = paymentSecrets(config);
  for (const code of PAYMENT_GATEWAY_CODES) registry.set(code, createSandboxGateway(code, secrets[code]));
  return registry;
}
