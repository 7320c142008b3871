import { HOME } from '@member/shared';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { useHistory } from '../api/wallet-queries';
import { HistoryRow } from './history-row';

const SHOWN = 3;

/** The member home's last three deposits and withdrawals together, newest first, each opening its detail. */
export function RecentMovements() {
  const deposits = useHistory('deposit');
  const withdrawals = useHistory('withdraw');
  const rows = [
    ...(deposits.data?.pages[0]?.items ?? []).map((row) => ({ row, kind: 'deposit' as const })),
    ...(withdrawals.data?.pages[0]?.items ?? []).map((row) => ({ row, kind: 'withdraw' as const })),
  ]
    .sort((a, b) => Date.parse(b.row.bank_time) - Date.parse(a.row.bank_time))
    .slice(0, SHOWN);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="recent-title" className="text-sm font-semibold text-text">
          {HOME.recentTitle}
        </h2>
        <Link
          to={paths.tx.history}
          className="inline-flex min-h-11 min-w-11 items-center justify-end text-xs text-gold"
        >
          {HOME.viewAll}
        </Link>
      </div>
      <ul className="flex flex-col gap-2">
        {rows.map(({ row, kind }) => (
          <HistoryRow key={`${kind}-${row.id}`} row={row} kind={kind} withKind />
        ))}
      </ul>
    </section>
  );
}
