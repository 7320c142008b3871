import { PagedList } from '@/shared/ui/paged-list';
import { type HistoryKind, useHistory } from '../api/wallet-queries';
import { HistoryRow } from './history-row';

/** A history, newest first, twenty at a time with "load more". */
export function HistoryList({ kind }: { kind: HistoryKind }) {
  const history = useHistory(kind);
  return <PagedList query={history} renderRow={(row) => <HistoryRow key={row.id} row={row} />} />;
}
