import { BonusHistoryList } from '@/features/promotion';
import { HistoryPage } from '@/features/wallet';

/** `/tx/history/bonus`: the wallet's history tabs over the promotion feature's bonus history. */
export default function BonusHistoryRoute() {
  return (
    <HistoryPage tab="bonus">
      <BonusHistoryList />
    </HistoryPage>
  );
}
