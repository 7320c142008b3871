import { type DepositBonus, formatNumber, TURNOVER_BACKOFFICE_TEXTS as T } from '@member/shared';
import { BO_MONEY } from '@member/shared/backoffice';
import type { AdminMoneyRow, MoneyKind } from '../api/list-money-rows';
import { channelLabel, memberName } from './row-cells';
import { paysNothing } from './turnover-cells';

interface Fact {
  term: string;
  value: string;
  /** Drawn in the warning colour: something the operator must not miss. */
  warn?: boolean;
}

/** A deposit's promotion in the approval dialog: the bonus, what the wallet receives in all, the turnover it opens. */
function depositBonusFacts(amount: number, promotionId: number | null, bonus: DepositBonus | undefined): Fact[] {
  if (promotionId === null) return [{ term: T.depositBonus, value: T.depositNoBonus }];
  if (!bonus) return [];
  if (paysNothing(bonus)) {
    const value = bonus.reason ? `${T.depositIneligible} · ${bonus.reason}` : T.depositIneligible;
    return [{ term: T.depositBonus, value, warn: true }];
  }
  return [
    { term: T.depositBonus, value: `${formatNumber(bonus.bonus)} · ${bonus.title}` },
    { term: T.depositTotal, value: formatNumber(amount + bonus.bonus) },
    { term: T.depositTurnover, value: formatNumber(bonus.turnover) },
  ];
}

/** A withdrawal's turnover still to play, when the member has some left. */
function withdrawalFacts(row: AdminMoneyRow): Fact[] {
  const facts: Fact[] = [];
  // A withdrawal is paid by hand to the member's account: its whole number is shown here, where it is paid.
  if ('bank' in row) facts.push({ term: BO_MONEY.payTo, value: `${row.bank.name} ${row.bank.number}` });
  if ('turnover_left' in row && row.turnover_left > 0) {
    facts.push({ term: T.queueColumn, value: formatNumber(row.turnover_left), warn: true });
  }
  return facts;
}

/** The row's facts the operator checks before deciding. */
export function RowFacts({ kind, row, bonus }: { kind: MoneyKind; row: AdminMoneyRow; bonus?: DepositBonus }) {
  const facts: Fact[] = [
    { term: BO_MONEY.member, value: `${memberName(row.member)} · ${row.member.tel}` },
    { term: BO_MONEY.amount, value: formatNumber(row.amount) },
    ...(kind === 'deposits' ? depositBonusFacts(row.amount, row.promotionId, bonus) : []),
    { term: BO_MONEY.channel, value: channelLabel(row.type) },
    ...(kind === 'withdrawals' ? withdrawalFacts(row) : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-surface-2 p-3 text-sm">
      {facts.map(({ term, value, warn }) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className={`tabular font-semibold ${warn ? 'text-amber-800' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
