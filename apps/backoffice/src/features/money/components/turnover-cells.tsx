import { type DepositBonus, formatNumber, TURNOVER_BACKOFFICE_TEXTS as T } from '@member/shared';
import { Badge } from '@/shared/ui/badge';

/** Whether the promotion pays nothing for this deposit (refused at approval, or would be now). */
export const paysNothing = (bonus: DepositBonus) => bonus.state === 'rejected' || bonus.reason !== null;

/** A withdrawal's turnover still to play: flagged while the member has some left, else "none". */
export function TurnoverLeftCell({ left }: { left: number }) {
  if (left <= 0) return <span className="text-muted">{T.queueNone}</span>;
  return <Badge tone="warn">{formatNumber(left)}</Badge>;
}

/**
 * Under a deposit's amount: the bonus its promotion pays on approval and the turnover that opens, or that it
 * pays none, and why.
 */
export function DepositBonusLines({ bonus }: { bonus: DepositBonus }) {
  if (paysNothing(bonus)) {
    return (
      <span className="flex flex-col items-end gap-0.5 text-xs font-normal" title={bonus.reason ?? undefined}>
        <span className="font-semibold text-amber-800">{T.depositIneligible}</span>
        {bonus.reason && <span className="text-muted">{bonus.reason}</span>}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-end gap-0.5 text-xs font-normal" title={bonus.title}>
      <span className="font-semibold text-green-800">{`${T.depositBonus} ${formatNumber(bonus.bonus)}`}</span>
      <span className="text-muted">{`${T.depositTurnover} ${formatNumber(bonus.turnover)}`}</span>
    </span>
  );
}
