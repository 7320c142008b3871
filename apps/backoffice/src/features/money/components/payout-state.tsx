import { type AdminWithdrawRow, PAYOUT_BACKOFFICE_TEXTS as T } from '@member/shared';

/**
 * A withdrawal queue row's automatic payout: its state, callbacks recorded after it was settled, or the
 * rule that kept it for an operator (decision 0175). Nothing for a row never judged.
 */
export function PayoutState({ row }: { row: Pick<AdminWithdrawRow, 'auto_stop' | 'payout'> }) {
  const { payout, auto_stop: stop } = row;
  if (!payout && !stop) return null;
  const failed = payout?.status === 'failed';
  return (
    <span className="flex flex-col gap-0.5 text-xs">
      {payout && (
        <span className={payout.status === 'paid' ? 'text-green-700' : failed ? 'text-red-700' : 'text-amber-700'}>
          {T.statuses[payout.status]}
        </span>
      )}
      {stop && !failed && <span className="text-muted">{`${T.waitsBecause} ${T.stops[stop]}`}</span>}
      {payout && payout.late_callbacks > 0 && (
        <span className="font-semibold text-red-700">{T.lateCallbacks(payout.late_callbacks)}</span>
      )}
    </span>
  );
}
