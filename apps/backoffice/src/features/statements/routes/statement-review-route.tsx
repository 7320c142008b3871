import { type AdminStatementLine, formatDate } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { SimpleTable } from '@/shared/ui/simple-table';
import { Spinner } from '@/shared/ui/spinner';
import { REVIEW_REFRESH_MS, useStatementLines } from '../api/statements';
import { type DecisionOutcome, DismissDialog, MatchDialog, type MatchTarget } from '../components/decide-dialogs';
import { amountText, bankName, SenderCell, StateCell } from '../components/line-cells';
import { ReviewDialog } from '../components/review-dialog';

const C = T.columns;
const CELL = 'px-3 py-2 align-top';
/** The queue's two states, each one call: the lines that wait for review and those no parser could read. */
const REVIEW_QUERY = '?state=review&page=1&limit=100';
const UNPARSED_QUERY = '?state=unparsed&page=1&limit=100';

/**
 * `/statement-review` (`money.view`): the lines the matcher left to an operator (waiting for review, or
 * unreadable), each with its text, what was read and why it waits. Opening one shows who could take it;
 * "จับคู่" credits it, "ไม่นำเข้า" closes it with a note (`money.decide`). The queue refreshes itself.
 */
export default function StatementReviewRoute() {
  const { can } = useOperator();
  const canDecide = can('money.decide');
  const review = useStatementLines(REVIEW_QUERY, REVIEW_REFRESH_MS);
  const unparsed = useStatementLines(UNPARSED_QUERY, REVIEW_REFRESH_MS);
  const [opened, setOpened] = useState<AdminStatementLine | null>(null);
  const [target, setTarget] = useState<MatchTarget | null>(null);
  const [dismissing, setDismissing] = useState<AdminStatementLine | null>(null);
  const [notice, setNotice] = useState<DecisionOutcome | null>(null);

  const onDone = (outcome: DecisionOutcome) => {
    setTarget(null);
    setDismissing(null);
    setOpened(null);
    setNotice(outcome);
    void review.refetch();
    void unparsed.refetch();
  };

  const error = review.error ?? unparsed.error;
  const lines = review.data && unparsed.data ? [...review.data.items, ...unparsed.data.items] : null;

  return (
    <>
      <PageHeader title={T.reviewTitle} />
      <p className="mb-2 text-sm text-muted">{T.reviewIntro}</p>
      <p className="mb-3 flex items-center gap-2 text-sm text-muted">
        {T.liveNote}
        {(review.isFetching || unparsed.isFetching) && <Spinner className="size-4" />}
      </p>
      {!canDecide && <p className="mb-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{T.viewOnly}</p>}
      <div aria-live="polite" className="mb-3 empty:hidden">
        {notice?.ok && (
          <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-semibold text-green-900">
            {notice.message}
          </p>
        )}
      </div>
      {notice && !notice.ok && (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p>
            <span className="font-semibold">{notice.message}</span> {T.refreshedAfterConflict}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setNotice(null)}>
            {T.closeNotice}
          </Button>
        </div>
      )}

      {!lines ? (
        <QueryState
          error={error}
          onRetry={() => {
            void review.refetch();
            void unparsed.refetch();
          }}
        />
      ) : (
        <SimpleTable
          caption={T.reviewCaption}
          columns={[C.receivedAt, C.source, C.amount, C.sender, C.raw, C.state, T.candidate.action]}
          rows={lines}
          rowKey={(line) => line.id}
          empty={T.reviewEmpty}
          className="overflow-x-auto rounded-xl border border-line bg-surface"
          cells={(line) => (
            <>
              <td className={`${CELL} tabular whitespace-nowrap`}>{formatDate(line.created_at, 'dateTime')}</td>
              <td className={CELL}>
                <div className="flex flex-col gap-0.5">
                  <span>{line.source.name}</span>
                  <span className="text-xs text-muted">{bankName(line.bank)}</span>
                </div>
              </td>
              <td className={`${CELL} tabular text-right font-semibold`}>{amountText(line.amount)}</td>
              <td className={CELL}>
                <SenderCell line={line} />
              </td>
              <td className={CELL}>
                <p className="max-w-72 text-xs break-words whitespace-pre-wrap">{line.raw}</p>
              </td>
              <td className={CELL}>
                <StateCell line={line} />
              </td>
              <td className={CELL}>
                <Button
                  size="sm"
                  className="whitespace-nowrap"
                  aria-label={T.openLine(line.id)}
                  aria-haspopup="dialog"
                  onClick={() => setOpened(line)}
                >
                  {T.open}
                </Button>
              </td>
            </>
          )}
        />
      )}

      <ReviewDialog
        line={opened}
        canDecide={canDecide}
        onClose={() => setOpened(null)}
        onMatch={(chosen) => {
          setNotice(null);
          setTarget(chosen);
        }}
        onDismiss={(line) => {
          setNotice(null);
          setDismissing(line);
        }}
      />
      {opened && <MatchDialog line={opened} target={target} onClose={() => setTarget(null)} onDone={onDone} />}
      <DismissDialog line={dismissing} onClose={() => setDismissing(null)} onDone={onDone} />
    </>
  );
}
