import { formatDate, formatNumber, type PromotionHistoryRow } from '@member/shared';
import { HistoryItem } from '@/shared/ui/history-item';
import { PagedList } from '@/shared/ui/paged-list';
import { usePromotionHistory } from '../api/promotion-queries';
import { historyTypeLabel } from '../lib/promotion-format';

function BonusHistoryRow({ row }: { row: PromotionHistoryRow }) {
  return (
    <HistoryItem
      title={historyTypeLabel(row.type)}
      time={formatDate(row.date, 'short')}
      amount={formatNumber(row.amount)}
      status={row.status}
      note={row.reason ? `${row.title}: ${row.reason}` : row.title}
    />
  );
}

/** `/tx/history/bonus`: deposit bonuses ('โปรโมชั่น') and return-loss credits ('คืนยอดเสีย'), newest first. */
export function BonusHistoryList() {
  const history = usePromotionHistory();
  return <PagedList query={history} renderRow={(row) => <BonusHistoryRow key={row.id} row={row} />} />;
}
