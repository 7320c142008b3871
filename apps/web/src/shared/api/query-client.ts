import { QueryClient } from '@tanstack/react-query';

/** The member's profile; `null` means nobody is signed in (SPEC.md §4: signed-in is derived from it). */
export const PROFILE_QUERY_KEY = ['profile'] as const;
/** The member's credit (`GET /credit`): the wallet reads it; anything that pays the member refreshes it. */
export const CREDIT_QUERY_KEY = ['credit'] as const;
/** Every history list starts with this key, so one invalidation refreshes them all after money moved. */
export const HISTORY_QUERY_KEY = ['history'] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
