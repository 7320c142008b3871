import {
  BREAK_KINDS,
  type BreakKind,
  LIMIT_PERIODS,
  LIMIT_TEXTS,
  type LimitPeriod,
  type MemberLimits,
  type MemberLimitsUpdate,
  formatNumber,
} from '@member/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/shared/api/client';
import { memberLimitsKey, useMemberLimits } from '@/shared/api/member-limits';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { SuccessDialog } from '@/shared/ui/success-dialog';
import { TextField } from '@/shared/ui/text-field';
import { RequestDialogs } from '../components/request-dialogs';
import { useRequestState } from '../hooks/use-request-state';

const card = 'flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4';

/**
 * `/profile/limits`: deposit limits per day, week and month (lowering at once, raising after 24 hours, a
 * pending change cancellable) and a break, confirmed first since it cannot be undone (decision 0173).
 */
export default function LimitsRoute() {
  const query = useMemberLimits();
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={LIMIT_TEXTS.title} backTo={paths.profile} />
      {query.data ? (
        <LimitsForms limits={query.data} />
      ) : (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

function LimitsForms({ limits }: { limits: MemberLimits }) {
  const queryClient = useQueryClient();
  const request = useRequestState();
  const [done, setDone] = useState<string | null>(null);
  const [values, setValues] = useState<Record<LimitPeriod, string>>(() => {
    const entry = (period: LimitPeriod) => limits.limits.find((limit) => limit.period === period)?.limit;
    return {
      day: entry('day')?.toFixed(2) ?? '',
      week: entry('week')?.toFixed(2) ?? '',
      month: entry('month')?.toFixed(2) ?? '',
    };
  });
  const [kind, setKind] = useState<BreakKind>('24h');
  const [confirming, setConfirming] = useState(false);

  const saveWith = async (update: MemberLimitsUpdate, message: string) => {
    const answer = await request.run(() => api.put<MemberLimits>('/member/limits', update));
    if (answer) {
      queryClient.setQueryData(memberLimitsKey, answer);
      setDone(message);
    }
  };
  const save = () => {
    const update: MemberLimitsUpdate = {};
    for (const period of LIMIT_PERIODS) {
      const text = values[period].replace(/,/g, '').trim();
      update[period] = text === '' ? null : Number(text);
    }
    return saveWith(update, LIMIT_TEXTS.saved);
  };
  const startBreak = async () => {
    setConfirming(false);
    const answer = await request.run(() => api.post('/member/break', { kind }));
    if (answer) {
      await queryClient.invalidateQueries({ queryKey: memberLimitsKey });
      setDone(LIMIT_TEXTS.breakStarted);
    }
  };

  return (
    <>
      {limits.break && (
        <p role="status" className="rounded-2xl border border-gold/40 bg-gold/10 p-4 text-center text-text">
          {LIMIT_TEXTS.onBreak(limits.break.ends_at)}
        </p>
      )}
      <form
        noValidate
        className={card}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="text-sm text-muted">{LIMIT_TEXTS.limitsHint}</p>
        {limits.limits.map((limit) => (
          <div key={limit.period} className="flex flex-col gap-1">
            <TextField
              label={LIMIT_TEXTS.periodLabel(limit.period)}
              inputMode="decimal"
              placeholder={LIMIT_TEXTS.none}
              value={values[limit.period]}
              hint={
                <p className="text-xs text-muted">
                  {LIMIT_TEXTS.periodHint[limit.period]} · {LIMIT_TEXTS.used(limit.used)}
                </p>
              }
              onChange={(event) => setValues((old) => ({ ...old, [limit.period]: event.target.value }))}
            />
            {limit.pending && (
              <div className="flex items-center justify-between gap-2 text-sm text-gold">
                <span>
                  {limit.pending.limit === null
                    ? LIMIT_TEXTS.pendingRemoval
                    : `${formatNumber(limit.pending.limit)} บาท`}{' '}
                  {LIMIT_TEXTS.pendingFrom(limit.pending.effective_at)}
                </span>
                <Button
                  variant="ghost"
                  className="h-9 px-2 text-sm"
                  onClick={() => void saveWith({ cancel_pending: [limit.period] }, LIMIT_TEXTS.saved)}
                >
                  {LIMIT_TEXTS.cancelPending}
                </Button>
              </div>
            )}
          </div>
        ))}
        <Button type="submit" className="w-full">
          {LIMIT_TEXTS.save}
        </Button>
      </form>

      <section className={card} aria-labelledby="break-title">
        <h2 id="break-title" className="text-lg font-semibold text-text">
          {LIMIT_TEXTS.breakTitle}
        </h2>
        <p className="text-sm text-muted">{LIMIT_TEXTS.breakHint}</p>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{LIMIT_TEXTS.breakTitle}</legend>
          {BREAK_KINDS.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-2 rounded-xl border p-3 ${
                kind === option ? 'border-accent bg-accent/10' : 'border-line'
              }`}
            >
              <input
                type="radio"
                name="break-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {LIMIT_TEXTS.breakKind[option]}
            </label>
          ))}
        </fieldset>
        <Button variant="secondary" className="w-full" onClick={() => setConfirming(true)}>
          {LIMIT_TEXTS.startBreak}
        </Button>
      </section>

      <Dialog open={confirming} onOpenChange={setConfirming} title={LIMIT_TEXTS.confirmTitle}>
        <p className="text-text">{LIMIT_TEXTS.confirmBody(kind)}</p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {LIMIT_TEXTS.cancel}
          </Button>
          <Button onClick={() => void startBreak()}>{LIMIT_TEXTS.confirm}</Button>
        </div>
      </Dialog>
      <RequestDialogs request={request} />
      <SuccessDialog open={done !== null} message={done ?? ''} onConfirm={() => setDone(null)} />
    </>
  );
}
