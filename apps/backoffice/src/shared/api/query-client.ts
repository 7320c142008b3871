import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@member/web-kit';

/** The signed-in operator (`GET /admin/me`); `null` when nobody is signed in. */
export const OPERATOR_QUERY_KEY = ['operator'] as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: true,
      // A refusal (4xx) will not change by asking again.
      retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
