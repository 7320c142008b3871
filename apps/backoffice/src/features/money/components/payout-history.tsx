import { formatDate, PAYOUT_BACKOFFICE_TEXTS as T } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { payoutDetailOptions } from '../api/payout-detail';

/** The decision dialog's history of a withdrawal's payout: each answer of the provider, the ignored ones marked. */
export function PayoutHistory({ withdrawalId }: { withdrawalId: number }) {
  const detail = useQuery(payoutDetailOptions(withdrawalId)).data;
  if (!detail) return null;
  return (
    <section aria-label={T.events} className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">{T.events}</h3>
      <p className="text-muted">{`${detail.reference} · ${T.statuses[detail.status]}`}</p>
      <ol className="flex flex-col gap-1">
        {detail.events.map((event, index) => (
          <li key={index} className={event.applied ? '' : 'text-red-700'}>
            <span className="tabular whitespace-nowrap">{formatDate(event.at, 'dateTime')}</span>
            {` ${T.eventKinds[event.kind] ?? event.kind}: ${T.eventStatuses[event.status] ?? event.status}`}
            {event.detail ? ` · ${event.detail}` : ''}
            {event.applied ? '' : ` · ${T.ignored}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
