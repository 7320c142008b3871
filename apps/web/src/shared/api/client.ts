import { createApiClient, type RequestOptions } from '@member/web-kit';
import { apiBase } from '../config';
import { PROFILE_QUERY_KEY, queryClient } from './query-client';
import { memberToken } from './token';

export type { RequestOptions };

/** The member API. A refused token (revoked or expired session) falls back to the guest view. */
export const api = createApiClient({
  base: apiBase,
  token: memberToken,
  onUnauthorized: () => queryClient.setQueryData(PROFILE_QUERY_KEY, null),
});

/** Calls the member API and returns `data`, or throws an `ApiError` carrying the Thai message to show. */
export const apiRequest = api.request;
