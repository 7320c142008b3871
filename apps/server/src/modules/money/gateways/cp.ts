import type { GatewayRegistration } from './gateway';
import { sandboxOnly } from './sandbox';

/** Gateway `cp` (SPEC.md §9): the sandbox adapter until its provider's API is supplied (decision 0031). */
export const cpGateway: GatewayRegistration = {
  code: 'cp',
  secret: { env: 'PAYMENT_CP_SECRET', file: 'payment-cp-secret' },
  create: sandboxOnly('cp'),
};
