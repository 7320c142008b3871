import { DEFAULT_GATEWAY_NAMES, isPaymentGatewayCode } from '@member/shared';
import { useCombine } from '../api/wallet-queries';
import { typeLabel } from '../lib/format';

/**
 * The Thai name of a deposit's or withdrawal's type: a gateway by the name the operator gave it
 * (GET /combine), the other types by their fixed label.
 */
export function useTypeLabel(): (type: string) => string {
  const names = useCombine().data?.gatewayNames ?? DEFAULT_GATEWAY_NAMES;
  return (type) => (isPaymentGatewayCode(type) ? names[type] : typeLabel(type));
}
