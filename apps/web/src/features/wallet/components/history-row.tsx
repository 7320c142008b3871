import { type DepositRow, formatDate, formatNumber, WALLET, type WithdrawRow } from '@member/shared';
import { typeLabel } from '../lib/format';
import { StatusBadge } from './status-badge';

/** One history line: type and time on the left, amount and status on the right, then the annotation. */
export function HistoryRow({ row }: { row: DepositRow | WithdrawRow }) {
  const annotation = 'annotation' in row ? row.annotation : null;
  return (
    <li data-testid="history-row" className="rounded-2xl border border-line bg-surface p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-text">{typeLabel(row.type)}</p>
          <p className="text-xs text-muted tabular-nums">{formatDate(row.bank_time, 'short')}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <p className="font-semibold text-gold tabular-nums">{formatNumber(row.amount)}</p>
          <StatusBadge status={row.status} />
        </div>
      </div>
      {annotation && (
        <p className="mt-2 border-t border-line pt-2 text-xs text-text/85">
          {WALLET.annotation}: {annotation}
        </p>
      )}
    </li>
  );
}
