import type { ReactNode } from 'react';
import type { Page } from '@member/shared';
import { BO_TABLE } from '@member/shared/backoffice';
import { formatThousands } from '@member/shared';
import { type CellContext, type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ListParams } from '../hooks/use-list-params';
import { Button } from './button';
import { Spinner } from './spinner';
import { EmptyRow } from './static-table';

/** A column the server can sort by: the `sort` values it takes for each direction. */
export interface SortKeys {
  asc: string;
  desc: string;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    sort?: SortKeys;
    /** Right-aligned, tabular figures (amounts, counts). */
    numeric?: boolean;
  }
}

/** The columns of a table: accessor columns each carry their own value type, so the list holds any. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<T> = ColumnDef<T, any>[];

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: Columns<T>;
  page: Page<T> | undefined;
  params: ListParams;
  rowKey: (row: T) => string | number;
  isFetching?: boolean;
  /** Marks a row (the one the keyboard selected, say). */
  rowClassName?: (row: T, index: number) => string;
}

/** How many pages a server's page of rows belongs to (one before it answered, or when it has none). */
export const pageCount = (page: Page<unknown> | undefined) =>
  page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;

/** Previous, "page n of m", next: a turn goes to the URL (useListParams); `live` reads the new page out. */
export function PageButtons({ params, pages, live = false }: { params: ListParams; pages: number; live?: boolean }) {
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={params.page <= 1}
        onClick={() => params.set({ page: params.page - 1 })}
      >
        {BO_TABLE.previous}
      </Button>
      <span aria-live={live ? 'polite' : undefined}>{BO_TABLE.pageOf(params.page, pages)}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={params.page >= pages}
        onClick={() => params.set({ page: params.page + 1 })}
      >
        {BO_TABLE.next}
      </Button>
    </>
  );
}

/**
 * A server-paged, server-sorted table: the rows on screen are one page the server answered; sort and
 * page are the URL's (useListParams). Sortable headers are buttons with `aria-sort`.
 */
/**
 * A cell's content. A plain function is called rather than mounted as a component (flexRender's way): the columns'
 * inline functions are new at each render, so as components every cell remounted and a focused row button was
 * replaced, its dialog closing onto nothing. Cells call no hooks (the hooks lint refuses them in `cell`).
 */
function renderCell<T>(template: ColumnDef<T, unknown>['cell'], context: CellContext<T, unknown>) {
  return typeof template === 'function' ? (template(context) as ReactNode) : flexRender(template, context);
}

export function DataTable<T>({ caption, columns, page, params, rowKey, isFetching, rowClassName }: DataTableProps<T>) {
  // The table object is rebuilt each render by design (TanStack Table); nothing memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: page?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    getRowId: (row) => String(rowKey(row)),
  });
  const pages = pageCount(page);

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-2 text-left text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sort = meta?.sort;
                  const direction =
                    sort && params.sort === sort.asc
                      ? 'ascending'
                      : sort && params.sort === sort.desc
                        ? 'descending'
                        : undefined;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sort ? (direction ?? 'none') : undefined}
                      className={`border-b border-line px-3 py-2 font-semibold ${meta?.numeric ? 'text-right' : ''}`}
                    >
                      {sort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-text"
                          onClick={() => params.set({ sort: direction === 'descending' ? sort.asc : sort.desc })}
                        >
                          {label}
                          <span aria-hidden="true">
                            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                          </span>
                          <span className="sr-only">
                            {direction === 'descending' ? BO_TABLE.sortAscending : BO_TABLE.sortDescending}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row, index) => (
              <tr
                key={row.id}
                className={`border-b border-line last:border-0 ${rowClassName?.(row.original, index) ?? ''}`}
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`px-3 py-2 align-top ${cell.column.columnDef.meta?.numeric ? 'tabular text-right' : ''}`}
                  >
                    {renderCell(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {page && page.items.length === 0 && <EmptyRow colSpan={columns.length} />}
          </tbody>
        </table>
      </div>
      {page && (
        <nav aria-label={caption} className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
          <span className="flex items-center gap-2">
            {BO_TABLE.total(formatThousands(page.total, 0))}
            {isFetching && <Spinner className="size-4" />}
          </span>
          <span className="flex items-center gap-2">
            <PageButtons params={params} pages={pages} live />
          </span>
        </nav>
      )}
    </div>
  );
}
