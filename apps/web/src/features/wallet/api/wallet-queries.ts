import type { DepositRow, GatewayPayment, Page, WithdrawRow } from '@member/shared';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useFallbackPoll } from '@/shared/realtime/realtime-store';
import { combineQuery, creditQuery, depositAccountsQuery, type HistoryKind, walletKeys } from './wallet-query-options';

export { type HistoryKind, walletKeys };

export const HISTORY_PAGE_SIZE = 20;
/** How often the QR and payment pages ask whether a pending payment ended unpaid (not pushed). */
export const PAYMENT_POLL_MS = 3_000;

/**
 * A deposit or withdrawal waiting for an operator: the member's channel pushes the decision
 * (app/live-money.ts refreshes it), so it is asked again only while the socket is down.
 */
function useUntilDecided() {
  const fallback = useFallbackPoll();
  return (query: { state: { data?: { status: string } } }) =>
    query.state.data?.status === 'waiting_for_approve' ? fallback : false;
}

export const useCredit = () => useQuery(creditQuery);
export const useCombine = () => useQuery(combineQuery);
export const useDepositAccounts = () => useQuery(depositAccountsQuery);

export function useDeposit(id: string) {
  const refetchInterval = useUntilDecided();
  return useQuery({
    queryKey: walletKeys.deposit(id),
    queryFn: () => api.get<DepositRow>(`/member/deposit/${encodeURIComponent(id)}`),
    enabled: id !== '',
    refetchInterval,
  });
}

export function useWithdrawal(id: string) {
  const refetchInterval = useUntilDecided();
  return useQuery({
    queryKey: walletKeys.withdraw(id),
    queryFn: () => api.get<WithdrawRow>(`/member/withdraw/${encodeURIComponent(id)}`),
    enabled: id !== '',
    refetchInterval,
  });
}

/**
 * A gateway payment, asked again every few seconds while it is pending. Its being paid is pushed too
 * (app/live-money.ts refreshes every payment when a deposit is approved, so the page moves on at once),
 * but its ending unpaid is not (the gateway's expiry, the sweep's): that only an ask tells.
 */
export function usePayment(reference: string) {
  return useQuery({
    queryKey: walletKeys.payment(reference),
    queryFn: () => api.get<GatewayPayment>(`/member/payment/${encodeURIComponent(reference)}`),
    enabled: reference !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : PAYMENT_POLL_MS),
  });
}

const HISTORY_PATHS: Record<HistoryKind, string> = {
  deposit: '/member/reportdeposit',
  withdraw: '/member/reportwithdraw',
};

export function useHistory<K extends HistoryKind>(kind: K) {
  type Row = K extends 'deposit' ? DepositRow : WithdrawRow;
  return useInfiniteQuery({
    queryKey: walletKeys.historyOf(kind),
    queryFn: ({ pageParam }) =>
      api.get<Page<Row>>(`${HISTORY_PATHS[kind]}?page=${pageParam}&limit=${HISTORY_PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** After money moved: the credit and both histories are out of date. */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.credit }),
    queryClient.invalidateQueries({ queryKey: walletKeys.history }),
  ]).then(() => undefined);
}
