import { formatDate, type SmsOutboxRow, smsOutboxQuerySchema } from '@member/shared';
import { BO_SMS, BO_TABLE } from '@member/shared/backoffice';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge, type Tone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable } from '@/shared/ui/data-table';
import { TextField } from '@/shared/ui/field';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useSmsOutbox } from '../api/sms-outbox';

const C = BO_SMS.columns;
const column = createColumnHelper<SmsOutboxRow>();
const TONES: Record<SmsOutboxRow['status'], Tone> = { outbox: 'warn', sending: 'info', sent: 'good', failed: 'bad' };

const columns = [
  column.accessor('created_at', {
    header: C.at,
    cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
  }),
  column.accessor('tel', { header: C.phone, cell: (info) => <span className="tabular">{info.getValue()}</span> }),
  column.accessor('text', { header: C.text, cell: (info) => <span className="break-words">{info.getValue()}</span> }),
  column.accessor('status', {
    header: C.status,
    cell: (info) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={TONES[info.getValue()]}>{BO_SMS.status[info.getValue()]}</Badge>
        {info.row.original.error && <span className="text-xs break-all text-muted">{info.row.original.error}</span>}
      </span>
    ),
  }),
];

/** `/sms-outbox`: what was sent to members' phones (password-reset codes), for support; filter by phone. */
export default function SmsOutboxRoute() {
  const params = useListParams({ limit: 20 });
  const outbox = useSmsOutbox(params.query);
  const [tel, setTel] = useState(params.values.tel ?? '');
  const [error, setError] = useState<string | undefined>();
  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = tel.replace(/[\s-]/g, '');
    // The server's own rule for `tel`, so its Thai message shows under the field before any call.
    const checked = smsOutboxQuerySchema.shape.tel.safeParse(value === '' ? undefined : value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    params.set({ tel: value });
  };
  return (
    <div>
      <PageHeader title={BO_SMS.title} />
      <form onSubmit={search} noValidate role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label={BO_SMS.phone}
          hint={BO_SMS.phoneHint}
          inputMode="numeric"
          autoComplete="off"
          value={tel}
          error={error}
          onChange={(event) => setTel(event.target.value)}
          className="w-64"
        />
        <div className="flex gap-2 pb-5">
          <Button type="submit">{BO_SMS.search}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setTel('');
              setError(undefined);
              params.clear();
            }}
          >
            {BO_TABLE.clearFilters}
          </Button>
        </div>
      </form>
      {!outbox.data ? (
        <QueryState error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : (
        <DataTable
          caption={BO_SMS.tableCaption}
          columns={columns}
          page={outbox.data}
          params={params}
          rowKey={(row) => row.id}
          isFetching={outbox.isFetching}
        />
      )}
    </div>
  );
}
