import { formatDate, formatNumber, formatThousands, LABELS, PROMOTION, PROMOTION_TEXTS, UI } from '@member/shared';
import { useState } from 'react';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { BlockedAction } from '@/shared/ui/blocked-action';
import { Button } from '@/shared/ui/button';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { SuccessDialog } from '@/shared/ui/success-dialog';
import { paths } from '@/shared/paths';
import { useClaimReturnLoss, useReturnLossPreview } from '../api/promotion-queries';
import { claimOutcome, type ClaimOutcome } from '../lib/promotion-format';

/**
 * `/tx/withdraw/return-loss`: the terms of the return-of-losses promotion that applies to the member,
 * the net loss of the last closed period and what it pays, and the claim (`check-return-loss`).
 */
export default function ReturnLossRoute() {
  const preview = useReturnLossPreview();
  const claim = useClaimReturnLoss();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const data = preview.data;
  const promotion = data?.promotion ?? null;

  const submit = () =>
    claim.mutate(undefined, {
      onSuccess: (result) => setOutcome(claimOutcome(result)),
      onError: (error) => setOutcome({ credited: false, message: error.message || UI.networkError }),
    });

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={PROMOTION.returnLossTitle} backTo={paths.tx.hub} />
      {!data ? (
        <QueryState error={preview.error} onRetry={() => void preview.refetch()} />
      ) : !promotion ? (
        <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-text/85">
          {PROMOTION_TEXTS.returnLossUnavailable}
        </p>
      ) : (
        <>
          <section aria-label={promotion.title} className="rounded-2xl border border-line bg-surface p-4">
            <h2 className="mb-3 text-base font-semibold text-text">{promotion.title}</h2>
            <dl className="divide-y divide-line text-sm">
              {[
                { label: PROMOTION.returnLossRate, value: `${formatThousands(promotion.ratePercent)}%` },
                {
                  label: PROMOTION.returnLossPeriod,
                  value: promotion.period ? PROMOTION_TEXTS.periodLabels[promotion.period] : '-',
                },
                ...(promotion.maxBonus !== null
                  ? [
                      {
                        label: PROMOTION.returnLossMax,
                        value: `${formatNumber(promotion.maxBonus)} ${LABELS.currency}`,
                      },
                    ]
                  : []),
                ...(promotion.turnoverMultiple > 0
                  ? [{ label: PROMOTION.turnover, value: PROMOTION.turnoverTimes(promotion.turnoverMultiple) }]
                  : []),
              ].map((item) => (
                <div key={item.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-muted">{item.label}</dt>
                  <dd className="text-right text-text tabular-nums">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
            {data.period && (
              <p data-testid="return-loss-period" className="text-xs text-muted tabular-nums">
                {formatDate(data.period.start, 'dateTime')} – {formatDate(data.period.end, 'dateTime')}
              </p>
            )}
            <p className="mt-2 text-sm text-muted">
              {PROMOTION.returnLossLoss}{' '}
              <span className="text-text tabular-nums">
                {formatNumber(data.loss)} {LABELS.currency}
              </span>
            </p>
            <p className="mt-3 text-sm text-muted">{PROMOTION.returnLossClaimable}</p>
            <p className="mt-1 text-3xl font-bold text-gold tabular-nums">
              <span data-testid="return-loss-amount">{formatNumber(data.amount)}</span>{' '}
              <span className="text-base font-medium">{LABELS.currency}</span>
            </p>
          </section>
          {data.claimed || data.amount === 0 ? (
            // Nothing to claim: the claim could only be refused, so it is disabled with why, beside it.
            <BlockedAction
              label={PROMOTION.returnLossClaim}
              reason={data.claimed ? PROMOTION.returnLossAlreadyClaimed : PROMOTION.returnLossNone}
              next={{ to: paths.promotion, label: PROMOTION.returnLossNext }}
            />
          ) : (
            <Button onClick={submit} disabled={claim.isPending}>
              {PROMOTION.returnLossClaim}
            </Button>
          )}
        </>
      )}
      <LoadingDialog open={claim.isPending} />
      <SuccessDialog open={outcome?.credited === true} message={outcome?.message} onConfirm={() => setOutcome(null)} />
      <AlertDialog
        open={outcome !== null && !outcome.credited}
        message={outcome?.message ?? ''}
        onClose={() => setOutcome(null)}
      />
    </div>
  );
}
