import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from './status-badge';

export interface HistoryItemProps {
  title: ReactNode;
  /** Already formatted (SPEC.md §9). */
  time: string;
  /** Already formatted with thousands separators. */
  amount: string;
  /** The raw status; its §4 label and colour are shown. */
  status: string;
  /** Beside the status, under it (a small label such as "approved automatically"). */
  badge?: ReactNode;
  note?: ReactNode;
  /** The amount was never paid (a refused bonus): shown struck through and dimmed, not as money owed. */
  amountNotPaid?: boolean;
  /** The row's detail page: the whole row opens it. */
  to?: string;
}

/** One history line: what and when on the left, amount and status on the right, then an optional note. */
export function HistoryItem({ title, time, amount, status, badge, note, amountNotPaid = false, to }: HistoryItemProps) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-text">{title}</p>
          <p className="text-xs text-muted tabular-nums">{time}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <p className={`font-semibold tabular-nums ${amountNotPaid ? 'text-muted' : 'text-gold'}`}>
            {amountNotPaid ? <del>{amount}</del> : amount}
          </p>
          <StatusBadge status={status} />
          {badge}
        </div>
      </div>
      {note && <p className="mt-2 border-t border-line pt-2 text-xs text-text/85">{note}</p>}
    </>
  );
  return (
    <li data-testid="history-row" className="rounded-2xl border border-line bg-surface">
      {to ? (
        <Link to={to} className="block rounded-2xl p-3 transition hover:bg-white/5">
          {body}
        </Link>
      ) : (
        <div className="p-3">{body}</div>
      )}
    </li>
  );
}
