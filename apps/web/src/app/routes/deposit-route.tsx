import { PromotionPicker } from '@/features/promotion';
import { DepositPage } from '@/features/wallet';

/** `/tx/deposit`: the wallet's deposit page with the promotion feature's picker in its promotion slot. */
export default function DepositRoute() {
  return <DepositPage promotionPicker={(slot) => <PromotionPicker {...slot} />} />;
}
