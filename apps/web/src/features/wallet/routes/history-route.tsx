import { HistoryPage } from '../components/history-page';

/** `/tx/history`: the deposit history tab first. */
export default function HistoryRoute() {
  return <HistoryPage kind="deposit" />;
}
