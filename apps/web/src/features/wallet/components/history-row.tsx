import { type DepositRow, formatDate, formatNumber, WALLET, type WithdrawRow } from '@member/shared';
import { HistoryItem } from '@/shared/ui/history-item';
import { paths } from '@/shared/paths';
import type { HistoryKind } from '../api/wallet-queries';
import { useTypeLabel } from '../hooks/use-type-label';
import { AutoBadge } from './auto-badge';

const KIND_LABELS: Record<HistoryKind, string> = { deposit: WALLET.depositTitle, withdraw: WALLET.withdrawTitle };

/**
 * One deposit or withdrawal: type, time (DD/MM/YY HH:mm), amount, status, the annotation; it opens its
 * detail page. `withKind` names deposit or withdrawal first, for a list that mixes both (the home's). A
 * deposit the statement matcher approved says so beside its status.
 */
export function HistoryRow({
  row,
  kind,
  withKind = false,
}: {
  row: DepositRow | WithdrawRow;
  kind: HistoryKind;
  withKind?: boolean;
}) {
  const annotation = row.annotation;
  const typeLabel = useTypeLabel();
  return (
    <HistoryItem
      title={
        withKind ? (
          <>
            {KIND_LABELS[kind]} <span className="font-normal text-muted">· {typeLabel(row.type)}</span>
          </>
        ) : (
          typeLabel(row.type)
        )
      }
      to={kind === 'deposit' ? paths.tx.depositDetailOf(row.id) : paths.tx.withdrawDetailOf(row.id)}
      time={formatDate(row.bank_time, 'short')}
      amount={formatNumber(row.amount)}
      status={row.status}
      badge={'automatic' in row && row.automatic && row.status === 'approved' ? <AutoBadge /> : null}
      note={annotation ? `${WALLET.annotation}: ${annotation}` : null}
    />
  );
}
