import { createServiceClients, createTokenStore, originOf } from '@member/web-kit';
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
export const serviceOrigin = () => originOf(apiBase());

/** The operator's client of each service, with the same operator token; the services answer beside the API. */
const services = createServiceClients({ apiBase, token: operatorToken, onUnauthorized });

/** The operator API (`/api/admin/...`). */
export const api = services.member;
/** The mini-game service (`/minigame/api/v1`). */
export const minigameApi = services.minigame;
/** The live-chat service (`/chat/api/v1`). */
export const chatApi = services.chat;

/** Set when a session ended under the operator's hands: the sign-in page says so once. */
export const sessionExpired = { value: false };
