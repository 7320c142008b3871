import { createApiClient, createTokenStore } from '@member/web-kit';
import { apiBase } from '@/config';
import { OPERATOR_QUERY_KEY, queryClient } from './query-client';

/** The operator's token, under its own key: a member session in the same browser never mixes with it. */
export const operatorToken = createTokenStore('operator_access_token');

/**
 * The operator API (`/api/admin/...`). A refused token (expired, revoked, account disabled) forgets the
 * operator, and the guard sends them back to sign-in.
 */
export const api = createApiClient({
  base: apiBase,
  token: operatorToken,
  onUnauthorized: () => {
    sessionExpired.value = true;
    queryClient.setQueryData(OPERATOR_QUERY_KEY, null);
  },
});

/** Set when a session ended under the operator's hands: the sign-in page says so once. */
export const sessionExpired = { value: false };
