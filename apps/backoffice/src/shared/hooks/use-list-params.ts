import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  /** Every filter in the URL, as strings (empty ones left out). */
  values: Record<string, string>;
  page: number;
  limit: number;
  sort: string | undefined;
  /** Changes some params; any change but a page turn goes back to page 1. */
  set: (patch: Record<string, string | number | undefined | null>) => void;
  clear: () => void;
  /** The query string for the API call (`?a=1&b=2`), with page and limit. */
  query: string;
}

/**
 * A table's filters, sort and page live in the URL, so a link or a reload shows the same rows and the
 * browser's back button undoes a filter.
 */
export function useListParams(defaults: { limit?: number; sort?: string } = {}): ListParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultLimit = defaults.limit ?? 20;
  const defaultSort = defaults.sort;

  const values = useMemo(() => {
    const entries: Record<string, string> = {};
    for (const [key, value] of searchParams) if (value !== '') entries[key] = value;
    return entries;
  }, [searchParams]);

  const page = Math.max(1, Number.parseInt(values.page ?? '1', 10) || 1);
  const limit = Math.min(100, Math.max(1, Number.parseInt(values.limit ?? String(defaultLimit), 10) || defaultLimit));
  const sort = values.sort ?? defaultSort;

  const set = useCallback(
    (patch: Record<string, string | number | undefined | null>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: !('page' in patch) },
      );
    },
    [setSearchParams],
  );
  const clear = useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]);

  const query = useMemo(() => {
    const params = new URLSearchParams({ ...values, page: String(page), limit: String(limit) });
    if (sort) params.set('sort', sort);
    return `?${params.toString()}`;
  }, [values, page, limit, sort]);

  return { values, page, limit, sort, set, clear, query };
}
