import { CHAT_API_BASE, MINIGAME_API_BASE } from '@member/shared';
import { createApiClient, createTokenStore } from '@member/web-kit';
import { apiBase } from '@/config';
import { OPERATOR_QUERY_KEY, queryClient } from './query-client';

/** The operator's token, under its own key: a member session in the same browser never mixes with it. */
export const operatorToken = createTokenStore('operator_access_token');

/** A refused token (expired, revoked, account disabled) forgets the operator; the guard sends them back to sign-in. */
const onUnauthorized = () => {
  sessionExpired.value = true;
  queryClient.setQueryData(OPERATOR_QUERY_KEY, null);
};

/** Where the separate services answer: the API base without its `/api` (the same host by default). */
export const serviceOrigin = () => apiBase().replace(/\/api\/?$/, '');

/** The operator API (`/api/admin/...`). */
export const api = createApiClient({ base: apiBase, token: operatorToken, onUnauthorized });

/** The mini-game service (`/minigame/api/v1`, beside the API's `/api` on the same host), with the same operator token. */
export const minigameApi = createApiClient({
  base: () => `${serviceOrigin()}${MINIGAME_API_BASE}`,
  token: operatorToken,
  onUnauthorized,
});

/** The live-chat service (`/chat/api/v1`, beside the API's `/api`), with the same operator token. */
export const chatApi = createApiClient({
  base: () => `${serviceOrigin()}${CHAT_API_BASE}`,
  token: operatorToken,
  onUnauthorized,
});

/** Set when a session ended under the operator's hands: the sign-in page says so once. */
export const sessionExpired = { value: false };
