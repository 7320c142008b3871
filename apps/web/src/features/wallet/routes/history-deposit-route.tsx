import { HistoryList } from '../components/history-list';
import { HistoryPage } from '../components/history-page';

/** `/tx/history/deposit`. */
export default function HistoryDepositRoute() {
  return (
    <HistoryPage tab="deposit">
      <HistoryList kind="deposit" />
    </HistoryPage>
  );
}
