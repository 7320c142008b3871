import { type DepositRow, formatDate, formatNumber, WALLET, type WithdrawRow } from '@member/shared';
import { HistoryItem } from '@/shared/ui/history-item';
import { typeLabel } from '../lib/format';

/** One deposit or withdrawal: type, time (DD/MM/YY HH:mm), amount, status, and the operator's annotation. */
export function HistoryRow({ row }: { row: DepositRow | WithdrawRow }) {
  const annotation = 'annotation' in row ? row.annotation : null;
  return (
    <HistoryItem
      title={typeLabel(row.type)}
      time={formatDate(row.bank_time, 'short')}
      amount={formatNumber(row.amount)}
      status={row.status}
      note={annotation ? `${WALLET.annotation}: ${annotation}` : null}
    />
  );
}
