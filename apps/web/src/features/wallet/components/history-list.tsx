import { WALLET } from '@member/shared';
import { Button } from '@/shared/ui/button';
import { type HistoryKind, useHistory } from '../api/wallet-queries';
import { HistoryRow } from './history-row';
import { QueryState } from './query-state';

/** A history, newest first, twenty at a time with "load more". */
export function HistoryList({ kind }: { kind: HistoryKind }) {
  const history = useHistory(kind);
  if (!history.data) return <QueryState error={history.error} onRetry={() => void history.refetch()} />;
  const rows = history.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <p className="py-12 text-center text-muted">{WALLET.empty}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <HistoryRow key={row.id} row={row} />
        ))}
      </ul>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-3 w-full"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {WALLET.loadMore}
        </Button>
      )}
    </>
  );
}
