import { MoneyQueue } from '../components/money-queue';

/** `/money/withdrawals`: withdrawals waiting for approval, oldest first. */
export default function WithdrawalsQueueRoute() {
  return <MoneyQueue key="withdrawals" kind="withdrawals" />;
}
