import { HistoryPage } from '../components/history-page';

/** `/tx/history/withdraw`. */
export default function HistoryWithdrawRoute() {
  return <HistoryPage kind="withdraw" />;
}
