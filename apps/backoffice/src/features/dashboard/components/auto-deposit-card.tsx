import { formatDate, formatThousands } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { Link } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { paths } from '@/shared/paths';
import { Card } from '@/shared/ui/card';
import { QueryState } from '@/shared/ui/query-state';
import { useAutoDepositSummary } from '../api/get-auto-deposit-summary';

/** The automatic share of today's approved bank deposits, in whole percent (0 on a day without any). */
export const autoSharePercent = (automatic: number, approved: number) =>
  approved > 0 ? Math.round((automatic / approved) * 100) : 0;

/**
 * "ฝากอัตโนมัติวันนี้" (`money.view`): how many of today's bank deposits were approved automatically, what
 * waits for review (a link to the queue), and the sources that went silent (a link to the sources).
 */
export function AutoDepositCard() {
  const canView = useOperator().can('money.view');
  const query = useAutoDepositSummary(canView);
  if (!canView) return null;
  const summary = query.data;
  return (
    <Card title={T.dashboardCard} className="xl:col-span-2">
      {!summary ? (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-4">
            <p className="flex flex-col">
              <span className="text-sm font-semibold text-muted">{T.shareLabel}</span>
              <span className="tabular text-3xl font-semibold" data-testid="auto-share">
                {T.sharePercent(
                  formatThousands(autoSharePercent(summary.approved_automatically_today, summary.approved_today), 0),
                )}
              </span>
            </p>
            <p className="text-sm">
              {T.autoShare(
                formatThousands(summary.approved_automatically_today, 0),
                formatThousands(summary.approved_today, 0),
              )}
            </p>
          </div>
          <Link
            to={paths.statementReview}
            className="flex items-center justify-between gap-3 rounded-lg border border-line p-3 hover:border-accent hover:bg-surface-2"
          >
            <span className="text-sm font-semibold text-muted">
              {T.waitingReview}{' '}
              <span className="tabular text-xl text-text">{formatThousands(summary.waiting_review, 0)}</span>
            </span>
            <span className="text-sm font-semibold text-accent">{T.openReview} →</span>
          </Link>
          {summary.silent_sources.length > 0 && (
            <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-semibold">{T.silentSources}</p>
              <ul className="my-1 list-disc pl-5">
                {summary.silent_sources.map((source) => (
                  <li key={source.id}>
                    {T.silentSince(source.name, formatDate(source.last_line_at, 'dateTime', T.neverReceived))}
                  </li>
                ))}
              </ul>
              <Link to={paths.statementSources} className="font-semibold underline">
                {T.openSources}
              </Link>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
