import { PromotionPicker, usePrefetchAvailablePromotions } from '@/features/promotion';
import { DepositPage } from '@/features/wallet';

/** `/tx/deposit`: the wallet's deposit page with the promotion feature's picker in its promotion slot. */
export default function DepositRoute() {
  // Asked for beside the page's own calls, not after them: the picker then has its list when the form
  // first shows, and the channels below it do not jump down. Only the picker watches the answer.
  usePrefetchAvailablePromotions();
  return <DepositPage promotionPicker={(slot) => <PromotionPicker {...slot} />} />;
}
