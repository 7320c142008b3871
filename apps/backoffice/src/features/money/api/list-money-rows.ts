import type { AdminDepositRow, AdminWithdrawRow, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** The two money lists, as their paths name them: `/admin/deposits`, `/admin/withdrawals`. */
export type MoneyKind = 'deposits' | 'withdrawals';
export type AdminMoneyRow = AdminDepositRow | AdminWithdrawRow;
export type MoneyRowOf<K extends MoneyKind> = K extends 'deposits' ? AdminDepositRow : AdminWithdrawRow;

/** The money lists' cache: `['money', kind, query]`; a decision invalidates its kind. */
export const moneyKeys = {
  all: ['money'] as const,
  kind: (kind: MoneyKind) => ['money', kind] as const,
  list: (kind: MoneyKind, query: string) => ['money', kind, query] as const,
};

/**
 * `GET /admin/deposits` and `GET /admin/withdrawals` (`money.view`): one page, filtered by `status`,
 * `from`/`to` (Bangkok days), `tel`, `channel`, in a `sort` (`query` is the query string, `?…`).
 */
export function fetchMoneyRows<K extends MoneyKind>(kind: K, query: string): Promise<Page<MoneyRowOf<K>>> {
  return api.get<Page<MoneyRowOf<K>>>(`/admin/${kind}${query}`);
}

export function moneyRowsQueryOptions<K extends MoneyKind>(kind: K, query: string, refetchInterval?: number) {
  return queryOptions({
    queryKey: moneyKeys.list(kind, query),
    queryFn: () => fetchMoneyRows(kind, query),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

export function useMoneyRows<K extends MoneyKind>(kind: K, query: string, refetchInterval?: number) {
  return useQuery(moneyRowsQueryOptions(kind, query, refetchInterval));
}
