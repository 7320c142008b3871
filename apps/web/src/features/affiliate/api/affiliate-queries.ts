import type {
  AffiliateByDateRow,
  AffiliateByRegisterDateRow,
  AffiliateByUsernameRow,
  AffiliateData,
  AffiliateIncome,
  AffiliateRanking,
  AffiliateRankingPeriod,
  AffiliateWithdrawalRow,
  Page,
} from '@member/shared';
import { AFFILIATE_MESSAGES } from '@member/shared';
import { ApiError } from '@member/web-kit';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useFallbackPoll } from '@/shared/realtime/realtime-store';
import { nextPage } from '@/shared/ui/paged-list';
import type { DayRange } from '../lib/date-range';
import { affiliateKeys, type SummaryKind } from './keys';

export { affiliateKeys };

export const AFFILIATE_HISTORY_PAGE_SIZE = 20;

/** The member's code, link, rate, basis and minimum withdrawal. */
export function useAffiliateData() {
  return useQuery({ queryKey: affiliateKeys.data, queryFn: () => api.get<AffiliateData>('/income/aff-data') });
}

/** The totals: every commission, downlines, what may be withdrawn now, what waits for an operator. */
export function useAffiliateIncome() {
  return useQuery({
    queryKey: affiliateKeys.income,
    queryFn: () => api.get<AffiliateIncome>('/income/income-data'),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

export function useAffiliateHistory() {
  return useInfiniteQuery({
    queryKey: affiliateKeys.history,
    queryFn: ({ pageParam }) =>
      api.get<Page<AffiliateWithdrawalRow>>(
        `/income/aff-history?page=${pageParam}&limit=${AFFILIATE_HISTORY_PAGE_SIZE}`,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

const LOOKUP_PAGE_SIZE = 100;

/**
 * One withdrawal by id. The API lists them (newest first) and has no call for one, so the pages are
 * read until the row turns up: a withdrawal just made is on the first.
 */
async function findWithdrawal(id: string): Promise<AffiliateWithdrawalRow> {
  for (let page = 1; ; page += 1) {
    const answer = await api.get<Page<AffiliateWithdrawalRow>>(
      `/income/aff-history?page=${page}&limit=${LOOKUP_PAGE_SIZE}`,
    );
    const row = answer.items.find((item) => item.id === id);
    if (row) return row;
    if (nextPage(answer) === undefined) throw new ApiError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.withdrawalNotFound);
  }
}

/**
 * A withdrawal waiting for an operator: the member's channel pushes the decision (app/live-money.ts
 * refreshes it), so it is asked again only while the socket is down.
 */
export function useAffiliateWithdrawal(id: string) {
  const fallback = useFallbackPoll();
  return useQuery({
    queryKey: affiliateKeys.withdrawal(id),
    queryFn: () => findWithdrawal(id),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? fallback : false),
  });
}

interface SummaryRows {
  'by-date': AffiliateByDateRow;
  'by-register-date': AffiliateByRegisterDateRow;
  'by-username': AffiliateByUsernameRow;
}

function useSummary<K extends SummaryKind>(kind: K, range: DayRange | null) {
  return useQuery({
    queryKey: affiliateKeys.summary(kind, range ?? { startDate: '', endDate: '' }),
    queryFn: () =>
      api.get<SummaryRows[K][]>(
        `/income/summary-downline-${kind}?startDate=${range?.startDate}&endDate=${range?.endDate}`,
      ),
    // A range the member is still typing (null) is not asked for.
    enabled: range !== null,
    placeholderData: (previous) => previous,
  });
}

/** Commission per Bangkok day of the range (days with one only, oldest first). */
export const useCommissionByDate = (range: DayRange | null) => useSummary('by-date', range);
/** Downlines registered in the range, per day. */
export const useDownlinesByRegisterDate = (range: DayRange | null) => useSummary('by-register-date', range);
/** Every downline with its contribution in the range. */
export const useDownlinesByUsername = (range: DayRange | null) => useSummary('by-username', range);

export function useAffiliateRanking(period: AffiliateRankingPeriod) {
  return useQuery({
    queryKey: affiliateKeys.ranking(period),
    queryFn: () => api.get<AffiliateRanking>(`/income/ranking?period=${period}`),
  });
}

/** After a withdrawal: the totals, the history and every summary are out of date. */
export function invalidateAffiliate(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
}
