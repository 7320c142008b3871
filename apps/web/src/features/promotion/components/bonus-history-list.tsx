import { formatDate, formatNumber, PROMOTION, type PromotionHistoryRow, txStatus } from '@member/shared';
import { HistoryItem } from '@/shared/ui/history-item';
import { EmptyState } from '@/shared/ui/empty-state';
import { PagedList } from '@/shared/ui/paged-list';
import { paths } from '@/shared/paths';
import { usePromotionHistory } from '../api/promotion-queries';
import { historyTypeLabel } from '../lib/promotion-format';

/**
 * A refused bonus keeps the amount it would have had (the server's `amount`), struck through, with
 * "not received" and why in the note, so it does not read as money still owed. A refusal without a
 * reason is a deposit the operator rejected (a bonus refused at approval always has one).
 */
function BonusHistoryRow({ row }: { row: PromotionHistoryRow }) {
  const notPaid = txStatus(row.status).state === 'error';
  const why = notPaid ? `${PROMOTION.bonusNotPaid} (${row.reason ?? PROMOTION.bonusDepositRejected})` : row.reason;
  return (
    <HistoryItem
      title={historyTypeLabel(row.type)}
      time={formatDate(row.date, 'short')}
      amount={formatNumber(row.amount)}
      amountNotPaid={notPaid}
      status={row.status}
      note={why ? `${row.title}: ${why}` : row.title}
      to={row.depositId === null ? undefined : paths.tx.depositDetailOf(row.depositId)}
    />
  );
}

/**
 * `/tx/history/bonus`: deposit bonuses ('โปรโมชั่น') and return-loss credits ('คืนยอดเสีย'), newest first,
 * grouped by Bangkok day like the other histories; a deposit's bonus opens that deposit.
 */
export function BonusHistoryList() {
  const history = usePromotionHistory();
  return (
    <PagedList
      query={history}
      dayOf={(row) => row.date}
      renderRow={(row) => <BonusHistoryRow key={row.id} row={row} />}
      empty={<EmptyState glyph="receipt" action={{ to: paths.promotion, label: PROMOTION.emptyBonusAction }} />}
    />
  );
}
