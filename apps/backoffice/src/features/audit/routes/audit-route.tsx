import { type AuditLogEntry, bangkokDayOf, formatDate } from '@member/shared';
import { BO_AUDIT, BO_DATE_FIELD, BO_TABLE } from '@member/shared/backoffice';
import { isIsoDay } from '@member/web-kit/date-field';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Button } from '@/shared/ui/button';
import { DataTable } from '@/shared/ui/data-table';
import { DateField } from '@/shared/ui/date-field';
import { SelectField, TextField } from '@/shared/ui/field';
import { PageHeader } from '@/shared/ui/page-header';
import { KeptQuery } from '@/shared/ui/kept-query';
import { useAuditLog } from '../api/audit-log';
import { AuditChanges } from '../components/audit-changes';
import { actionLabel, targetLabel } from '../lib/audit-diff';

const C = BO_AUDIT.columns;
const L = BO_AUDIT.filters;
const column = createColumnHelper<AuditLogEntry>();
/** The filters `GET /admin/audit-log` takes, by their query names (kept in the URL as they are sent). */
const FILTERS = ['operator', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const ACTION_OPTIONS = [
  { value: '', label: BO_TABLE.all },
  ...Object.entries(BO_AUDIT.actions).map(([value, label]) => ({ value, label })),
];
const TARGET_OPTIONS = [
  { value: '', label: BO_TABLE.all },
  ...Object.entries(BO_AUDIT.targetTypes).map(([value, label]) => ({ value, label })),
];

const columns = [
  column.accessor('at', {
    header: C.at,
    cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
  }),
  column.accessor('operator', {
    header: C.operator,
    cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
  }),
  column.accessor('action', {
    header: C.action,
    cell: (info) => <span className="block min-w-36">{actionLabel(info.getValue())}</span>,
  }),
  column.accessor('target', {
    header: C.target,
    cell: (info) => (
      <span className="break-words">
        {targetLabel(info.getValue(), info.row.original.before, info.row.original.after)}
      </span>
    ),
  }),
  column.display({ id: 'changes', header: C.changes, cell: (info) => <AuditChanges entry={info.row.original} /> }),
];

const fromValues = (values: Record<string, string>): Filters =>
  Object.fromEntries(FILTERS.map((name) => [name, values[name] ?? ''])) as Filters;

/** `/audit`: who did what to which row, newest first, filtered in the URL, each with its fields before and after. */
export default function AuditRoute() {
  const params = useListParams({ limit: 20 });
  const log = useAuditLog(params.query);
  const [draft, setDraft] = useState<Filters>(() => fromValues(params.values));
  const [applied, setApplied] = useState(params.values);
  const [unfinished, setUnfinished] = useState<readonly string[]>([]);
  const [today] = useState(() => bangkokDayOf(Date.now()));
  if (applied !== params.values) {
    // The URL changed (back button, a link): the form follows it.
    setApplied(params.values);
    setDraft(fromValues(params.values));
    setUnfinished([]);
  }
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const day = (name: 'from' | 'to') => ({
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    max: today,
    // A day typed halfway is not sent: the server would refuse it in the API's order, not the field's.
    error: unfinished.includes(name) ? BO_DATE_FIELD.invalid : undefined,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const days = (['from', 'to'] as const).filter((name) => draft[name] !== '' && !isIsoDay(draft[name]));
    setUnfinished(days);
    if (days.length > 0) return;
    params.set(Object.fromEntries(FILTERS.map((name) => [name, draft[name].trim()])));
  };

  return (
    <div>
      <PageHeader title={BO_AUDIT.title} />
      <form
        onSubmit={apply}
        aria-label={L.legend}
        className="mb-4 grid gap-3 rounded-xl border border-line bg-surface p-4 md:grid-cols-3 xl:grid-cols-6"
      >
        <TextField label={L.operator} autoComplete="off" {...field('operator')} />
        <SelectField label={L.action} options={ACTION_OPTIONS} {...field('action')} />
        <SelectField label={L.targetType} options={TARGET_OPTIONS} {...field('targetType')} />
        <TextField label={L.targetId} autoComplete="off" {...field('targetId')} />
        <DateField label={L.from} {...day('from')} />
        <DateField label={L.to} {...day('to')} />
        <div className="flex flex-wrap gap-2 md:col-span-3 xl:col-span-6">
          <Button type="submit">{L.apply}</Button>
          <Button variant="secondary" onClick={params.clear}>
            {BO_TABLE.clearFilters}
          </Button>
        </div>
      </form>
      <KeptQuery query={log}>
        {(page) => (
          <DataTable
            caption={BO_AUDIT.tableCaption}
            columns={columns}
            page={page}
            params={params}
            rowKey={(row) => row.id}
            isFetching={log.isFetching}
          />
        )}
      </KeptQuery>
    </div>
  );
}
