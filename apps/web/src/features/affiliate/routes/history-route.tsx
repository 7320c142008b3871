import { formatDate, formatNumber, REFER } from '@member/shared';
import { HistoryItem } from '@/shared/ui/history-item';
import { EmptyState } from '@/shared/ui/empty-state';
import { PagedList } from '@/shared/ui/paged-list';
import { paths } from '@/shared/paths';
import { useAffiliateHistory } from '../api/affiliate-queries';
import { SubPage } from '@/shared/ui/sub-page';

/** `/refer/profit-manage/history`: the member's income withdrawals, newest first, with the §4 labels. */
export default function HistoryRoute() {
  const history = useAffiliateHistory();
  return (
    <SubPage title={REFER.titles.history} backTo={paths.refer.profitManage}>
      <PagedList
        query={history}
        dayOf={(row) => row.requested_at}
        empty={<EmptyState glyph="people" action={{ to: paths.refer.withdraw, label: REFER.emptyWithdraw }} />}
        renderRow={(row) => (
          <HistoryItem
            key={row.id}
            title={REFER.titles.withdraw}
            to={paths.refer.withdrawDetailOf(row.id)}
            time={formatDate(row.requested_at, 'short')}
            amount={formatNumber(row.amount)}
            status={row.status}
            note={row.note}
          />
        )}
      />
    </SubPage>
  );
}
