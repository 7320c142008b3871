import { CHAT_API_BASE } from '@member/shared';
import { createApiClient } from '@member/web-kit';
import { PROFILE_QUERY_KEY, queryClient } from './query-client';
import { memberToken } from './token';

/**
 * The live-chat service (`/chat/api/v1`, docs/api-chat.md) with the member's own token. In the kit
 * because two parts use it: the unread badge of the member layout and the chat page.
 */
export const chatApi = createApiClient({
  base: () => CHAT_API_BASE,
  token: memberToken,
  onUnauthorized: () => queryClient.setQueryData(PROFILE_QUERY_KEY, null),
});
