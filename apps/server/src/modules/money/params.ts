import { PAYMENT_GATEWAY_CODES } from '@member/shared';
import { z } from 'zod';

/** `/:provider` of a payment gateway: an unknown one is a 404. */
export const gatewayParamsSchema = z.object({ provider: z.enum(PAYMENT_GATEWAY_CODES) });
