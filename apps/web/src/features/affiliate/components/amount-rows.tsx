import { REFER, UI } from '@member/shared';
import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { paths } from '@/shared/paths';
import { Baht } from './baht';

/** What fills every referral list: friends who register by the member's link (on /refer). */
export const INVITE = { to: paths.refer.hub, label: REFER.emptyInvite };

export interface AmountRow {
  key: string;
  title: ReactNode;
  detail?: ReactNode;
  amount: number;
}

/**
 * Rows of a summary: what and its detail on the left, the amount on the right (a negative contribution,
 * a downline who won, in red). Empty: the page's own text.
 */
export function AmountRows({
  rows,
  empty = UI.empty,
  label,
  invite = true,
}: {
  rows: AmountRow[];
  empty?: string;
  label: string;
  /** Off for a second list on the same page: one invitation is enough. */
  invite?: boolean;
}) {
  if (rows.length === 0) return <EmptyState glyph="people" text={empty} action={invite ? INVITE : undefined} />;
  return (
    <ul aria-label={label} className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {rows.map((row) => (
        <li key={row.key} data-testid="amount-row" className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-text">{row.title}</p>
            {row.detail && <p className="text-xs text-muted">{row.detail}</p>}
          </div>
          <Baht
            value={row.amount}
            className={`shrink-0 font-semibold ${row.amount < 0 ? 'text-red-400' : 'text-gold'}`}
          />
        </li>
      ))}
    </ul>
  );
}
