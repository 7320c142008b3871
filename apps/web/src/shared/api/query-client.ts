import { QueryClient } from '@tanstack/react-query';

/** The member's profile; `null` means nobody is signed in (SPEC.md §4: signed-in is derived from it). */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
