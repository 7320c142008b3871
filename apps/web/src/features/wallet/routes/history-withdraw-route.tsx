import { HistoryList } from '../components/history-list';
import { HistoryPage } from '../components/history-page';

/** `/tx/history/withdraw`. */
export default function HistoryWithdrawRoute() {
  return (
    <HistoryPage tab="withdraw">
      <HistoryList kind="withdraw" />
    </HistoryPage>
  );
}
