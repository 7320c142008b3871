import { MoneyQueue } from '../components/money-queue';

/** `/money/deposits`: deposits waiting for approval, oldest first. */
export default function DepositsQueueRoute() {
  return <MoneyQueue key="deposits" kind="deposits" />;
}
