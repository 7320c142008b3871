import { createServiceClients, type RequestOptions } from '@member/web-kit';
import { apiBase } from '../config';
import { PROFILE_QUERY_KEY, queryClient } from './query-client';
import { memberToken } from './token';

export type { RequestOptions };

/**
 * The member's client of each service (the member API, the mini-games, the live chat), with the member's
 * own token: one session table, so a refused token on any of them (revoked or expired session) falls
 * back to the guest view. The services answer on this site's own origin.
 */
const services = createServiceClients({
  apiBase,
  origin: () => '',
  token: memberToken,
  onUnauthorized: () => queryClient.setQueryData(PROFILE_QUERY_KEY, null),
});

/** The member API. */
export const api = services.member;
/** The mini-game service (`/minigame/api/v1`, docs/api-minigame.md). */
export const minigameApi = services.minigame;
/** The live-chat service (`/chat/api/v1`, docs/api-chat.md): the member layout's unread badge and the chat page. */
export const chatApi = services.chat;

/** Calls the member API and returns `data`, or throws an `ApiError` carrying the Thai message to show. */
export const apiRequest = api.request;
