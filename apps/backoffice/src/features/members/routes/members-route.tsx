import {
  type AdminMemberRow,
  formatDate,
  formatNumber,
  MEMBER_LEVELS,
  MEMBER_LIST_SORTS,
  MEMBER_STATUSES,
} from '@member/shared';
import { BO_MEMBERS, BO_TABLE } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useListParams } from '@/shared/hooks/use-list-params';
import { DataTable } from '@/shared/ui/data-table';
import { SelectField } from '@/shared/ui/field';
import { ListSearchForm } from '@/shared/ui/list-search-form';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { LevelBadge, levelLabel } from '@/shared/ui/level-badge';
import { memberListQuery } from '../api/members';
import { StatusBadge } from '../components/member-badges';

const column = createColumnHelper<AdminMemberRow>();
const COLUMNS = [
  column.accessor('tel', {
    header: BO_MEMBERS.tel,
    cell: (info) => (
      <Link className="font-semibold text-accent underline-offset-2 hover:underline" to={paths.member(info.getValue())}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.display({
    id: 'name',
    header: BO_MEMBERS.name,
    cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}`,
  }),
  column.accessor('level', { header: BO_MEMBERS.level, cell: (info) => <LevelBadge level={info.getValue()} /> }),
  column.accessor('status', { header: BO_MEMBERS.status, cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor('credit', {
    header: BO_MEMBERS.credit,
    meta: { numeric: true },
    cell: (info) => formatNumber(info.getValue()),
  }),
  column.accessor('bank', {
    header: BO_MEMBERS.bank,
    cell: (info) => `${info.getValue().name} ${info.getValue().number_masked}`,
  }),
  column.accessor('created_at', {
    header: BO_MEMBERS.createdAt,
    meta: { sort: { asc: 'created_asc', desc: 'created_desc' } },
    cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
  }),
  column.accessor('last_login_at', {
    header: BO_MEMBERS.lastLoginAt,
    cell: (info) => (
      <span className="tabular whitespace-nowrap">
        {info.getValue() ? formatDate(info.getValue()!, 'dateTime') : BO_MEMBERS.never}
      </span>
    ),
  }),
];

const ALL = { value: '', label: BO_TABLE.all };

/** `/members`: find a member by phone, name or account number; filter by status and level. */
export default function MembersRoute() {
  const params = useListParams({ sort: 'created_desc' });
  const members = useQuery(memberListQuery(params.query));

  return (
    <>
      <PageHeader title={BO_MEMBERS.title} />
      <ListSearchForm
        params={params}
        label={BO_MEMBERS.searchLabel}
        field={{ className: 'w-72', placeholder: BO_MEMBERS.searchHint, type: 'search' }}
      >
        <SelectField
          className="w-40"
          label={BO_MEMBERS.status}
          value={params.values.status ?? ''}
          onChange={(event) => params.set({ status: event.target.value })}
          options={[ALL, ...MEMBER_STATUSES.map((status) => ({ value: status, label: BO_MEMBERS.statuses[status] }))]}
        />
        <SelectField
          className="w-40"
          label={BO_MEMBERS.level}
          value={params.values.level ?? ''}
          onChange={(event) => params.set({ level: event.target.value })}
          options={[ALL, ...MEMBER_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }))]}
        />
        <SelectField
          className="w-44"
          label={BO_MEMBERS.sort}
          value={params.sort ?? 'created_desc'}
          onChange={(event) => params.set({ sort: event.target.value })}
          options={MEMBER_LIST_SORTS.map((sort) => ({ value: sort, label: BO_MEMBERS.sorts[sort] }))}
        />
      </ListSearchForm>
      {members.isError && !members.data ? (
        <QueryState error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data ? (
        <DataTable
          caption={BO_MEMBERS.title}
          columns={COLUMNS}
          page={members.data}
          params={params}
          rowKey={(row) => row.tel}
          isFetching={members.isFetching}
        />
      ) : (
        <QueryState error={null} />
      )}
    </>
  );
}
