import { WALLET } from '@member/shared';
import { EmptyState } from '@/shared/ui/empty-state';
import { PagedList } from '@/shared/ui/paged-list';
import { paths } from '@/shared/paths';
import { type HistoryKind, useHistory } from '../api/wallet-queries';
import { HistoryRow } from './history-row';

/** A history, newest first and grouped by day, twenty at a time with "load more". */
export function HistoryList({ kind }: { kind: HistoryKind }) {
  const history = useHistory(kind);
  return (
    <PagedList
      query={history}
      dayOf={(row) => row.bank_time}
      renderRow={(row) => <HistoryRow key={row.id} row={row} kind={kind} />}
      empty={
        <EmptyState
          glyph="receipt"
          action={
            kind === 'withdraw'
              ? { to: paths.tx.withdraw, label: WALLET.withdrawTitle }
              : { to: paths.tx.deposit, label: WALLET.depositNow }
          }
        />
      }
    />
  );
}
