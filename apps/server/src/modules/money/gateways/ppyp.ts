import type { GatewayRegistration } from './gateway';
import { sandboxOnly } from './sandbox';

/** Gateway `ppyp` (SPEC.md §9): the sandbox adapter until its provider's API is supplied (decision 0031). */
export const ppypGateway: GatewayRegistration = {
  code: 'ppyp',
  secret: { env: 'PAYMENT_PPYP_SECRET', file: 'payment-ppyp-secret' },
  create: sandboxOnly('ppyp'),
};
