import { type AdminJob, formatDate } from '@member/shared';
import { BO_JOBS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { errorMessage } from '@/shared/lib/error-message';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { SimpleTable } from '@/shared/ui/simple-table';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { useJobs, useRunJob } from '../api/jobs';

const C = T.columns;
const CELL = 'px-3 py-2 align-top';
const when = (value: string | null) => (
  <span className="tabular whitespace-nowrap">{formatDate(value, 'dateTime')}</span>
);

function LastResult({ run }: { run: AdminJob['last_run'] }) {
  if (!run) return <span className="text-muted">{T.never}</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="flex items-center gap-2">
        <Badge tone={run.outcome === 'completed' ? 'good' : 'bad'}>{T.outcomes[run.outcome]}</Badge>
        {run.attempt > 1 && <span className="text-xs text-muted">{T.attempt(run.attempt)}</span>}
      </span>
      {run.error && <span className="text-xs break-all text-muted">{run.error}</span>}
    </span>
  );
}

/**
 * `/jobs`: the scheduled jobs (`jobs.view`): what each does, how often, when it last ran and how that
 * ended (with the error's text), its last success and when it is next due; "รันเดี๋ยวนี้" (`jobs.run`)
 * runs one at once (audited).
 */
export default function JobsRoute() {
  const { can } = useOperator();
  const mayRun = can('jobs.run');
  const jobs = useJobs();
  const run = useRunJob();
  const [notice, setNotice] = useState('');
  const runNow = (job: AdminJob) => {
    setNotice('');
    run.mutate(job.name, {
      onSuccess: (after) => setNotice(after.last_run?.outcome === 'failed' ? T.ranFailed(job.label) : T.ran(job.label)),
    });
  };
  return (
    <div>
      <PageHeader title={T.title} />
      <p className="mb-4 text-sm text-muted">{T.intro}</p>
      <SuccessNotice className="mb-3">{notice}</SuccessNotice>
      <ErrorNotice className="mb-3" message={errorMessage(run.error)} />
      {!jobs.data ? (
        <QueryState error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <SimpleTable
          caption={T.tableCaption}
          columns={[C.job, C.every, C.lastRun, C.result, C.lastSuccess, C.nextRun, ...(mayRun ? [C.actions] : [])]}
          rows={jobs.data}
          rowKey={(job) => job.name}
          empty={T.empty}
          className="overflow-x-auto rounded-lg border border-line bg-surface"
          cells={(job) => (
            <>
              <td className={CELL}>{job.label}</td>
              <td className={`${CELL} whitespace-nowrap`}>{T.every(job.every_seconds)}</td>
              <td className={CELL}>{when(job.last_run?.finished_at ?? null)}</td>
              <td className={CELL}>
                <LastResult run={job.last_run} />
              </td>
              <td className={CELL}>{when(job.last_success_at)}</td>
              <td className={CELL}>{when(job.next_run_at)}</td>
              {mayRun && (
                <td className={CELL}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={T.runNowJob(job.label)}
                    disabled={run.isPending}
                    onClick={() => runNow(job)}
                  >
                    {T.runNow}
                  </Button>
                </td>
              )}
            </>
          )}
        />
      )}
    </div>
  );
}
