import { HistoryList } from '../components/history-list';
import { HistoryPage } from '../components/history-page';

/** `/tx/history`: the deposit history tab first. */
export default function HistoryRoute() {
  return (
    <HistoryPage tab="deposit">
      <HistoryList kind="deposit" />
    </HistoryPage>
  );
}
