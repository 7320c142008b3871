import { BO_TABLE } from '@member/shared/backoffice';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import type { ListParams } from '../hooks/use-list-params';
import { Button } from './button';
import { TextField } from './field';

/**
 * A list's search bar: the words go to the URL's `name` (`q`) when sent; the list's filters stand after
 * the button (`children`); with `clearable`, a last button clears the words and every filter.
 */
export function ListSearchForm({
  params,
  name = 'q',
  label,
  field,
  submitLabel = BO_TABLE.search,
  className = 'mb-4 flex flex-wrap items-end gap-3',
  clearable = true,
  children,
}: {
  params: ListParams;
  name?: string;
  label: string;
  /** The search field's own attributes (width, type, hint, length). */
  field: InputHTMLAttributes<HTMLInputElement>;
  submitLabel?: string;
  className?: string;
  clearable?: boolean;
  children?: ReactNode;
}) {
  const [search, setSearch] = useState(params.values[name] ?? '');
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        params.set({ [name]: search.trim() });
      }}
    >
      <TextField {...field} label={label} value={search} onChange={(event) => setSearch(event.target.value)} />
      <Button type="submit">{submitLabel}</Button>
      {children}
      {clearable && (
        <Button
          variant="ghost"
          onClick={() => {
            setSearch('');
            params.clear();
          }}
        >
          {BO_TABLE.clearFilters}
        </Button>
      )}
    </form>
  );
}
