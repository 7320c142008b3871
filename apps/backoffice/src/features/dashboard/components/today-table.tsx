import { type CountAmount, formatNumber, formatThousands, MONEY_STATUSES, type MoneyStatus } from '@member/shared';
import { BO_DASHBOARD, BO_MONEY_STATUS_LABELS } from '@member/shared/backoffice';
import { TableHead } from '@/shared/ui/static-table';

/** Today's rows of one kind (deposits or withdrawals), by their status now: count and sum, then the total. */
export function TodayTable({ caption, byStatus }: { caption: string; byStatus: Record<MoneyStatus, CountAmount> }) {
  const total = MONEY_STATUSES.reduce(
    (sum, status) => ({ count: sum.count + byStatus[status].count, amount: sum.amount + byStatus[status].amount }),
    { count: 0, amount: 0 },
  );
  return (
    <table className="w-full border-collapse text-sm">
      <TableHead
        caption={caption}
        className="text-left text-muted"
        columns={[
          { label: BO_DASHBOARD.status, className: 'border-b border-line py-2 pr-3 font-semibold' },
          { label: BO_DASHBOARD.count, className: 'border-b border-line px-3 py-2 text-right font-semibold' },
          { label: BO_DASHBOARD.sum, className: 'border-b border-line py-2 pl-3 text-right font-semibold' },
        ]}
      />
      <tbody>
        {MONEY_STATUSES.map((status) => (
          <tr key={status} className="border-b border-line">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              {BO_MONEY_STATUS_LABELS[status]}
            </th>
            <td className="tabular px-3 py-2 text-right">{formatThousands(byStatus[status].count, 0)}</td>
            <td className="tabular py-2 pl-3 text-right">{formatNumber(byStatus[status].amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="py-2 pr-3 text-left">
            {BO_DASHBOARD.total}
          </th>
          <td className="tabular px-3 py-2 text-right">{formatThousands(total.count, 0)}</td>
          <td className="tabular py-2 pl-3 text-right">{formatNumber(total.amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
