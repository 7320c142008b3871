import { PagedList } from '@/shared/ui/paged-list';
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
    />
  );
}
