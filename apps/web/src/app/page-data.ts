import type { QueryClient } from '@tanstack/react-query';
import {
  availablePromotionsQuery,
  eligibilityQuery,
  promotionsQuery,
} from '@/features/promotion/api/promotion-query-options';
import { combineQuery, creditQuery, depositAccountsQuery } from '@/features/wallet/api/wallet-query-options';

/**
 * The data a page's first screen shows, for the pages a returning member most often opens straight
 * away. main.tsx asks for it at boot, beside the page's chunks and the profile, instead of after the
 * page's chunks have loaded and it has rendered: on a phone's network that is two round trips less
 * before the page is whole (issue 11). The pages read the same queries, so nothing is asked twice.
 * It is part of the entry (a few hundred bytes a guest also downloads): a chunk of its own would
 * cost the member one of those round trips back.
 */
const PAGE_DATA: Record<string, (client: QueryClient) => Promise<void>[]> = {
  '/tx/deposit': (client) => [
    client.prefetchQuery(combineQuery),
    client.prefetchQuery(depositAccountsQuery),
    client.prefetchQuery(availablePromotionsQuery),
  ],
  '/tx/withdraw': (client) => [client.prefetchQuery(creditQuery), client.prefetchQuery(combineQuery)],
  '/promotion': (client) => [client.prefetchQuery(promotionsQuery), client.prefetchQuery(eligibilityQuery)],
};

export function prefetchPageData(queryClient: QueryClient, pathname: string): void {
  PAGE_DATA[pathname.replace(/(.)\/+$/, '$1')]?.(queryClient);
}
