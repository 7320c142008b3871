import { type AdminAffiliateDetail, formatNumber, formatThousands } from '@member/shared';
import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Button, buttonClass } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { paths } from '@/shared/paths';
import { affiliateDetailQuery, type HoldAction, useHoldAffiliate } from '../api/affiliates';
import { useDecideDownline } from '../api/downlines';
import { CommissionsTable } from '../components/commissions-table';
import { downlineNoteAction } from '../components/downline-action';
import { DownlinesTable } from '../components/downlines-table';
import { HeldBadge, memberName } from '../components/labels';
import type { NoteAction } from '../components/note-action-dialog';
import { useNoteActions } from '../hooks/use-note-actions';
import { onePage } from '../components/one-page';

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="tabular font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/affiliate/affiliates/:tel`: one affiliate, their upline and hold, their downlines and newest commissions. */
export default function AffiliateRoute() {
  const tel = useParams().tel ?? '';
  const { can } = useOperator();
  const detail = useQuery(affiliateDetailQuery(tel));
  const params = useListParams();
  const hold = useHoldAffiliate();
  const decideDownline = useDecideDownline();
  const noteActions = useNoteActions();
  const canManage = can('affiliate.manage');
  const backLink = (
    <Link to={paths.affiliateAffiliates} className={buttonClass('ghost', 'sm')}>
      {T.backToList}
    </Link>
  );

  if (!detail.data) {
    const error = detail.error;
    // An unknown phone is the server's Thai "not found", with the way back.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <div className="flex flex-col items-start gap-3">
          <ErrorNotice message={error.message} />
          {backLink}
        </div>
      );
    }
    return <QueryState error={error} onRetry={() => void detail.refetch()} />;
  }

  const { affiliate, downlines, commissions } = detail.data;
  const name = memberName(affiliate);
  const holdAction = (verb: HoldAction): NoteAction => ({
    title: verb === 'hold' ? T.holdTitle(name) : T.releaseTitle(name),
    body: <p>{verb === 'hold' ? T.holdBody : T.releaseBody}</p>,
    confirmLabel: verb === 'hold' ? T.hold : T.release,
    danger: verb === 'hold',
    run: (body) =>
      hold
        .mutateAsync({ tel: affiliate.tel, action: verb, body })
        .then(() => (verb === 'hold' ? T.heldDone(name) : T.releasedDone(name))),
  });

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{name}</h2>
        <HeldBadge held={affiliate.held} />
        <span className="ml-auto flex flex-wrap items-center gap-2">
          {can('members.view') && (
            <Link to={paths.member(affiliate.tel)} className={buttonClass('secondary', 'sm')}>
              {T.openMember}
            </Link>
          )}
          {canManage && (
            <Button
              size="sm"
              variant={affiliate.held ? 'secondary' : 'danger'}
              onClick={() => {
                noteActions.start(holdAction(affiliate.held ? 'release' : 'hold'));
              }}
            >
              {affiliate.held ? T.release : T.hold}
            </Button>
          )}
          {backLink}
        </span>
      </header>
      <SuccessNotice>{noteActions.notice}</SuccessNotice>

      <Card title={T.profileTitle}>
        <Facts facts={profileFacts(detail.data, paths.affiliateAffiliate)} />
      </Card>

      <section aria-labelledby="downlines-title" className="flex flex-col gap-3">
        <h2 id="downlines-title" className="text-base font-semibold">
          {T.downlinesTitle}
        </h2>
        <DownlinesTable
          caption={T.downlinesTitle}
          page={onePage(downlines)}
          params={params}
          onAction={
            canManage
              ? (row, verb) => {
                  noteActions.start(downlineNoteAction(row, verb, decideDownline.mutateAsync));
                }
              : undefined
          }
        />
      </section>

      <section aria-labelledby="commissions-title" className="flex flex-col gap-3">
        <h2 id="commissions-title" className="text-base font-semibold">
          {T.commissionsTitle}
        </h2>
        <CommissionsTable page={onePage(commissions)} params={params} />
      </section>

      {noteActions.dialog}
    </div>
  );
}

function profileFacts(
  { affiliate }: AdminAffiliateDetail,
  affiliateHref: (tel: string) => string,
): [string, ReactNode][] {
  const C = T.columns;
  const facts: [string, ReactNode][] = [
    [C.tel, affiliate.tel],
    [C.code, affiliate.code],
    [
      T.upline,
      affiliate.upline ? (
        <Link className="text-accent underline-offset-2 hover:underline" to={affiliateHref(affiliate.upline.tel)}>
          {`${memberName(affiliate.upline)} · ${affiliate.upline.tel} · ${affiliate.upline.code}`}
        </Link>
      ) : (
        T.noUpline
      ),
    ],
    [C.downlines, formatThousands(affiliate.downlines, 0)],
    [C.flagged, formatThousands(affiliate.flaggedDownlines, 0)],
    [C.totalAff, formatNumber(affiliate.totalAff)],
    [C.availableAff, formatNumber(affiliate.availableAff)],
  ];
  if (affiliate.held) facts.push([T.heldNote, affiliate.heldNote ?? '-']);
  return facts;
}
