import { type AdminAccrualRun, formatDate, formatNumber, formatThousands } from '@member/shared';
import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { KeptQuery } from '@/shared/ui/kept-query';
import { SuccessNotice } from '@/shared/ui/status-notice';
import { accrualListQuery, useRunAccrual } from '../api/accruals';
import { errorMessage } from '@/shared/lib/error-message';
import { periodText } from '../components/labels';

const C = T.columns;
const column = createColumnHelper<AdminAccrualRun>();
const when = (value: string) => <span className="tabular whitespace-nowrap">{formatDate(value, 'dateTime')}</span>;

const COLUMNS = [
  column.accessor('kind', {
    header: C.kind,
    cell: (info) => (
      <Badge tone={info.getValue() === 'operator' ? 'info' : 'neutral'}>{T.runKinds[info.getValue()]}</Badge>
    ),
  }),
  column.accessor('operator', { header: C.operator, cell: (info) => info.getValue() ?? T.system }),
  column.display({
    id: 'period',
    header: C.period,
    cell: ({ row }) => <span className="tabular">{periodText(row.original.periodStart, row.original.periodEnd)}</span>,
  }),
  column.accessor('affiliates', {
    header: C.affiliates,
    meta: { numeric: true },
    cell: (info) => formatThousands(info.getValue(), 0),
  }),
  column.accessor('total', { header: C.total, meta: { numeric: true }, cell: (info) => formatNumber(info.getValue()) }),
  column.accessor('startedAt', { header: C.startedAt, cell: (info) => when(info.getValue()) }),
  column.accessor('finishedAt', { header: C.finishedAt, cell: (info) => when(info.getValue()) }),
  column.accessor('creditedAt', {
    header: C.creditedAt,
    cell: (info) => {
      const credited = info.getValue();
      return credited ? when(credited) : C.crediting;
    },
  }),
];

/** What a run made, in words: its period, how many affiliates were credited and how much. */
function runNotice(run: AdminAccrualRun | null): string {
  if (!run) return T.nothingDue;
  return T.runDone(
    periodText(run.periodStart, run.periodEnd),
    formatThousands(run.affiliates, 0),
    formatNumber(run.total),
  );
}

/**
 * `/affiliate/accruals`: the accrual runs, newest first (the nightly ones and the operators'); "คำนวณค่าคอม"
 * (`affiliate.manage`) accrues from the last run up to now, after a confirmation.
 */
export default function AccrualsRoute() {
  const { can } = useOperator();
  const params = useListParams();
  const list = useQuery(accrualListQuery(`?page=${params.page}&limit=${params.limit}`));
  const run = useRunAccrual();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{T.accrualsIntro}</p>
        {can('affiliate.manage') && (
          <Button
            onClick={() => {
              run.reset();
              setNotice('');
              setConfirming(true);
            }}
          >
            {T.run}
          </Button>
        )}
      </div>
      <SuccessNotice className="mb-3">{notice}</SuccessNotice>
      <KeptQuery query={list}>
        {(page) => (
          <DataTable
            caption={T.accrualsCaption}
            columns={COLUMNS}
            page={page}
            params={params}
            rowKey={(row) => row.id}
            isFetching={list.isFetching}
          />
        )}
      </KeptQuery>
      <ConfirmActionDialog
        open={confirming}
        title={T.runTitle}
        confirmLabel={T.run}
        danger={false}
        pending={run.isPending}
        error={errorMessage(run.error)}
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              setNotice(runNotice(answer.run));
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        <p>{T.runBody}</p>
      </ConfirmActionDialog>
    </>
  );
}
