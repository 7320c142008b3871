import { HistoryPage } from '../components/history-page';

/** `/tx/history/deposit`. */
export default function HistoryDepositRoute() {
  return <HistoryPage kind="deposit" />;
}
