import type { ReactNode } from 'react';
import { EmptyRow, TableHead } from './static-table';

/**
 * A small table whose rows are all on screen (no paging, no sorting, unlike `DataTable`): a header cell
 * per column, a row per item (`cells` draws its cells), and `empty` across the table when there is none.
 */
export function SimpleTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  className,
  cells,
}: {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
  /** The frame's classes. */
  className: string;
  cells: (row: Row) => ReactNode;
}) {
  return (
    <div className={className}>
      <table className="w-full border-collapse text-sm">
        <TableHead
          caption={caption}
          columns={columns}
          className="bg-surface-2 text-left text-muted"
          cellClassName="border-b border-line px-3 py-2 font-semibold"
        />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line last:border-0">
              {cells(row)}
            </tr>
          ))}
          {rows.length === 0 && <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>}
        </tbody>
      </table>
    </div>
  );
}
