import { bangkokDayOf, MONEY_CHANNELS, MONEY_STATUSES, type MoneyChannel, moneyListQuerySchema } from '@member/shared';
import {
  BO_DATE_FIELD,
  BO_MONEY_CHANNELS,
  BO_MONEY_HISTORY,
  BO_MONEY_STATUS_LABELS,
  BO_TABLE,
} from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { isIsoDay } from '@member/web-kit/date-field';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Button } from '@/shared/ui/button';
import { DataTable } from '@/shared/ui/data-table';
import { DateField } from '@/shared/ui/date-field';
import { SelectField, TextField } from '@/shared/ui/field';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { type MoneyKind, useMoneyRows } from '../api/list-money-rows';
import { historyColumns } from '../components/history-columns';

const FILTERS = ['status', 'from', 'to', 'tel', 'channel'] as const;
type FilterName = (typeof FILTERS)[number];
type FilterValues = Record<FilterName, string>;
const DAYS = ['from', 'to'] as const;

/** Withdrawals go out by bank transfer or an operator's debit; deposits come in by any channel. */
const CHANNELS: Record<MoneyKind, readonly MoneyChannel[]> = {
  deposits: MONEY_CHANNELS,
  withdrawals: ['bank', 'manual'],
};

const all = { value: '', label: BO_TABLE.all };

/**
 * `/money/history`: deposits or withdrawals (`kind`), filtered by status, Bangkok days, member phone
 * and channel, sorted and paged by the server; every filter lives in the URL.
 */
export default function MoneyHistoryRoute() {
  const params = useListParams({ limit: 20, sort: 'created_desc' });
  const kind: MoneyKind = params.values.kind === 'withdrawals' ? 'withdrawals' : 'deposits';

  // The server's query: the filters, sort and page, without `kind` (it is the path).
  const serverQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const name of FILTERS) if (params.values[name]) query.set(name, params.values[name]);
    query.set('page', String(params.page));
    query.set('limit', String(params.limit));
    if (params.sort) query.set('sort', params.sort);
    return `?${query.toString()}`;
  }, [params.values, params.page, params.limit, params.sort]);
  const list = useMoneyRows(kind, serverQuery);
  const columns = useMemo(() => historyColumns(kind), [kind]);

  const current: FilterValues = {
    status: params.values.status ?? '',
    from: params.values.from ?? '',
    to: params.values.to ?? '',
    tel: params.values.tel ?? '',
    channel: params.values.channel ?? '',
  };
  const caption = kind === 'deposits' ? BO_MONEY_HISTORY.depositsCaption : BO_MONEY_HISTORY.withdrawalsCaption;
  // A refused query (a hand-edited address) shows the server's message above the table.
  const refused = isApiError(list.error) && list.error.status === 400 ? list.error.message : null;

  return (
    <>
      <PageHeader title={BO_MONEY_HISTORY.title}>
        <SelectField
          label={BO_MONEY_HISTORY.kind}
          className="w-48"
          value={kind}
          onChange={(event) =>
            params.set({ kind: event.target.value === 'withdrawals' ? 'withdrawals' : undefined, channel: undefined })
          }
          options={[
            { value: 'deposits', label: BO_MONEY_HISTORY.kinds.deposits },
            { value: 'withdrawals', label: BO_MONEY_HISTORY.kinds.withdrawals },
          ]}
        />
      </PageHeader>
      <Filters
        kind={kind}
        current={current}
        onApply={(values) => params.set(values)}
        onClear={() => params.set({ ...Object.fromEntries(FILTERS.map((name) => [name, undefined])) })}
      />
      {refused && (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refused}
        </p>
      )}
      {list.error && !refused && <QueryState error={list.error} onRetry={() => void list.refetch()} />}
      {!list.data && !list.error ? (
        <QueryState error={null} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          page={list.data}
          params={params}
          rowKey={(row) => row.id}
          isFetching={list.isFetching}
        />
      )}
    </>
  );
}

interface FiltersProps {
  kind: MoneyKind;
  current: FilterValues;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
}

/** The filters, checked with the call's own schema before they go in the URL (its Thai messages by each field). */
function Filters({ kind, current, onApply, onClear }: FiltersProps) {
  // The URL is the truth: the fields follow it (a clear, the back button) without losing focus.
  const form = useForm<FilterValues>({ values: current });
  const { errors } = form.formState;
  const [today] = useState(() => bangkokDayOf(Date.now()));

  const apply = form.handleSubmit((values) => {
    const trimmed = { ...values, tel: values.tel.trim() };
    // A day typed halfway is named in the field's own order (DD/MM/YYYY), not the API's.
    const unfinished = DAYS.filter((name) => trimmed[name] !== '' && !isIsoDay(trimmed[name]));
    for (const name of unfinished) form.setError(name, { message: BO_DATE_FIELD.invalid });
    if (unfinished.length > 0) return;
    const filled = Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== ''));
    const result = moneyListQuerySchema.safeParse(filled);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = issue.path[0];
        if (typeof name === 'string' && (FILTERS as readonly string[]).includes(name)) {
          form.setError(name as FilterName, { message: issue.message });
        }
      }
      return;
    }
    onApply(trimmed);
  });
  const submitOnChange = () => void apply();

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label={BO_MONEY_HISTORY.filters}
      className="mb-4 grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <SelectField
        label={BO_MONEY_HISTORY.status}
        error={errors.status?.message}
        options={[all, ...MONEY_STATUSES.map((status) => ({ value: status, label: BO_MONEY_STATUS_LABELS[status] }))]}
        {...form.register('status', { onChange: submitOnChange })}
      />
      <SelectField
        label={BO_MONEY_HISTORY.channel}
        error={errors.channel?.message}
        options={[all, ...CHANNELS[kind].map((channel) => ({ value: channel, label: BO_MONEY_CHANNELS[channel] }))]}
        {...form.register('channel', { onChange: submitOnChange })}
      />
      {DAYS.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <DateField
              label={BO_TABLE[name]}
              max={today}
              error={fieldState.error?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      ))}
      <TextField
        label={BO_MONEY_HISTORY.tel}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        hint={BO_MONEY_HISTORY.telHint}
        error={errors.tel?.message}
        {...form.register('tel')}
      />
      <div className="flex items-start gap-2 whitespace-nowrap sm:pt-6">
        <Button type="submit">{BO_TABLE.search}</Button>
        <Button variant="ghost" onClick={onClear}>
          {BO_TABLE.clearFilters}
        </Button>
      </div>
    </form>
  );
}
