import { type AdminStatementLine, formatDate, STATEMENT_LINE_STATES, STATEMENT_SOURCE_KINDS } from '@member/shared';
import { BO_STATEMENTS as T, BO_TABLE } from '@member/shared/backoffice';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Button } from '@/shared/ui/button';
import { type Columns, DataTable } from '@/shared/ui/data-table';
import { SelectField } from '@/shared/ui/field';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useStatementLines, useStatementSources } from '../api/statements';
import { amountText, bankName, MemberFacts, RawTextButton, SenderCell, StateCell } from '../components/line-cells';
import { UploadDialog } from '../components/upload-dialog';

const FILTERS = ['state', 'kind', 'source'] as const;
const all = { value: '', label: BO_TABLE.all };
const column = createColumnHelper<AdminStatementLine>();

const COLUMNS: Columns<AdminStatementLine> = [
  column.accessor('created_at', {
    header: T.columns.receivedAt,
    cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
  }),
  column.accessor('source', {
    header: T.columns.source,
    cell: ({ row }) => (
      <div className="flex flex-col gap-0.5">
        <span>{row.original.source.name}</span>
        <span className="text-xs text-muted">{T.kinds[row.original.source.kind]}</span>
      </div>
    ),
  }),
  column.accessor('bank', { header: T.columns.bank, cell: (info) => bankName(info.getValue()) }),
  column.accessor('amount', {
    header: T.columns.amount,
    cell: (info) => <span className="font-semibold">{amountText(info.getValue())}</span>,
    meta: { numeric: true },
  }),
  column.display({ id: 'sender', header: T.columns.sender, cell: ({ row }) => <SenderCell line={row.original} /> }),
  column.accessor('state', { header: T.columns.state, cell: ({ row }) => <StateCell line={row.original} /> }),
  column.display({
    id: 'credited',
    header: T.columns.credited,
    cell: ({ row }) => (
      <div className="flex flex-col gap-1">
        {row.original.member ? <MemberFacts member={row.original.member} /> : null}
        {row.original.deposit_id !== null && (
          <span className="tabular text-muted">{T.depositNo(row.original.deposit_id)}</span>
        )}
        {!row.original.member && row.original.deposit_id === null && <span className="text-muted">-</span>}
      </div>
    ),
  }),
  column.display({
    id: 'decided',
    header: T.columns.decidedBy,
    cell: ({ row }) =>
      row.original.decided_at ? (
        <div className="flex flex-col gap-0.5">
          <span>{row.original.decided_by ?? T.system}</span>
          <span className="tabular text-muted whitespace-nowrap">
            {formatDate(row.original.decided_at, 'dateTime')}
          </span>
        </div>
      ) : (
        <span className="text-muted">-</span>
      ),
  }),
  column.display({ id: 'raw', header: T.columns.raw, cell: ({ row }) => <RawTextButton line={row.original} /> }),
];

/**
 * `/statement-lines` (`money.view`): every line the sources sent, newest first, by state, source kind and
 * source; each with what was read from it, how it ended and its text as it arrived. An operator who decides
 * on money (`money.decide`) uploads a bank's statement file here.
 */
export default function StatementLinesRoute() {
  const params = useListParams({ limit: 20 });
  const { can } = useOperator();
  const [uploading, setUploading] = useState(false);
  const sources = useStatementSources();
  // Only the filters the call takes (a hand-edited address with others keeps working).
  const serverQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const name of FILTERS) if (params.values[name]) query.set(name, params.values[name]);
    query.set('page', String(params.page));
    query.set('limit', String(params.limit));
    return `?${query.toString()}`;
  }, [params.values, params.page, params.limit]);
  const list = useStatementLines(serverQuery);

  return (
    <>
      <PageHeader title={T.linesTitle}>
        {can('money.decide') && (
          <Button aria-haspopup="dialog" onClick={() => setUploading(true)}>
            {T.upload}
          </Button>
        )}
      </PageHeader>
      <form
        aria-label={T.filters}
        onSubmit={(event) => event.preventDefault()}
        className="mb-4 grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <SelectField
          label={T.filterState}
          value={params.values.state ?? ''}
          onChange={(event) => params.set({ state: event.target.value })}
          options={[all, ...STATEMENT_LINE_STATES.map((state) => ({ value: state, label: T.states[state] }))]}
        />
        <SelectField
          label={T.filterKind}
          value={params.values.kind ?? ''}
          onChange={(event) => params.set({ kind: event.target.value })}
          options={[all, ...STATEMENT_SOURCE_KINDS.map((kind) => ({ value: kind, label: T.kinds[kind] }))]}
        />
        <SelectField
          label={T.filterSource}
          value={params.values.source ?? ''}
          onChange={(event) => params.set({ source: event.target.value })}
          options={[all, ...(sources.data ?? []).map((source) => ({ value: String(source.id), label: source.name }))]}
        />
        <div className="flex items-start sm:pt-6">
          <Button variant="ghost" onClick={() => params.set({ state: '', kind: '', source: '' })}>
            {BO_TABLE.clearFilters}
          </Button>
        </div>
      </form>
      {list.error ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <QueryState error={null} />
      ) : (
        <DataTable
          caption={T.linesCaption}
          columns={COLUMNS}
          page={list.data}
          params={params}
          rowKey={(line) => line.id}
          isFetching={list.isFetching}
        />
      )}
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
