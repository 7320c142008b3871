import type { CombineSettings, DepositBankAccount, MemberCredit } from '@member/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { CREDIT_QUERY_KEY, HISTORY_QUERY_KEY } from '@/shared/api/query-client';

/**
 * The wallet's keys and the queries its pages show first, apart from the hooks: the app asks for
 * these at boot (app/page-data.ts), so this module rides in the entry and must stay this small.
 */

export type HistoryKind = 'deposit' | 'withdraw';

/** Query keys of the wallet, defined once so pages and invalidations agree. */
export const walletKeys = {
  credit: CREDIT_QUERY_KEY,
  combine: ['combine'] as const,
  depositAccounts: ['deposit-bank-account'] as const,
  deposits: ['deposit'] as const,
  deposit: (id: string) => ['deposit', id] as const,
  withdrawals: ['withdraw'] as const,
  withdraw: (id: string) => ['withdraw', id] as const,
  payments: ['payment'] as const,
  payment: (reference: string) => ['payment', reference] as const,
  history: HISTORY_QUERY_KEY,
  historyOf: (kind: HistoryKind) => [...HISTORY_QUERY_KEY, kind] as const,
};

/** The member's live credit (the home card and every wallet page share it). */
export const creditQuery = queryOptions({
  queryKey: walletKeys.credit,
  queryFn: () => api.get<MemberCredit>('/credit'),
  staleTime: 10_000,
  refetchOnWindowFocus: true,
});

export const combineQuery = queryOptions({
  queryKey: walletKeys.combine,
  queryFn: () => api.get<CombineSettings>('/combine'),
});

export const depositAccountsQuery = queryOptions({
  queryKey: walletKeys.depositAccounts,
  queryFn: () => api.get<DepositBankAccount[]>('/deposit-bank-account'),
});
