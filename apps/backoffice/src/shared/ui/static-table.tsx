import { BO_TABLE } from '@member/shared/backoffice';
import type { ReactNode } from 'react';

/** A header cell of a static table: its label and its classes. */
export interface HeadColumn {
  label: ReactNode;
  className?: string;
}

/**
 * A static table's caption (for screen readers only) and its header row, a `th scope="col"` a column:
 * the tables the server does not page (DataTable draws those). A column given as a plain label takes
 * `cellClassName`.
 */
export function TableHead({
  caption,
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  caption: string;
  columns: readonly (HeadColumn | string)[];
  className?: string;
  rowClassName?: string;
  cellClassName?: string;
}) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className={className}>
        <tr className={rowClassName}>
          {columns.map((column, index) =>
            typeof column === 'string' ? (
              <th key={index} scope="col" className={cellClassName}>
                {column}
              </th>
            ) : (
              <th key={index} scope="col" className={column.className}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
    </>
  );
}

/** The row a table shows when it has none: one cell across every column. */
export function EmptyRow({
  colSpan,
  className = 'px-3 py-8 text-center text-muted',
  children = BO_TABLE.empty,
}: {
  colSpan: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <tr>
      <td colSpan={colSpan} className={className}>
        {children}
      </td>
    </tr>
  );
}
