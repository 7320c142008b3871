import { type DepositRow, formatDate, formatNumber, WALLET, type WithdrawRow } from '@member/shared';
import { HistoryItem } from '@/shared/ui/history-item';
import type { HistoryKind } from '../api/wallet-queries';
import { useTypeLabel } from '../hooks/use-type-label';

/** One deposit or withdrawal: type, time (DD/MM/YY HH:mm), amount, status, the operator's annotation; it opens its detail page. */
export function HistoryRow({ row, kind }: { row: DepositRow | WithdrawRow; kind: HistoryKind }) {
  const annotation = 'annotation' in row ? row.annotation : null;
  const typeLabel = useTypeLabel();
  return (
    <HistoryItem
      title={typeLabel(row.type)}
      to={`/tx/${kind}-detail?id=${row.id}`}
      time={formatDate(row.bank_time, 'short')}
      amount={formatNumber(row.amount)}
      status={row.status}
      note={annotation ? `${WALLET.annotation}: ${annotation}` : null}
    />
  );
}
