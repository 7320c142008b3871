import { MINIGAME_API_BASE } from '@member/shared';
import { createApiClient } from '@member/web-kit';
import { PROFILE_QUERY_KEY, queryClient } from '@/shared/api/query-client';
import { memberToken } from '@/shared/api/token';

/**
 * The mini-game service (`/minigame/api/v1`, docs/api-minigame.md) with the member's own token: one
 * session table, so a refused token here ends the session as it does on the member API.
 */
export const minigameApi = createApiClient({
  base: () => MINIGAME_API_BASE,
  token: memberToken,
  onUnauthorized: () => queryClient.setQueryData(PROFILE_QUERY_KEY, null),
});
