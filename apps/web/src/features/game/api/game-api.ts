import type { PlayLaunch, PlayProviderGames } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export const gameKeys = { games: ['play-games'] as const };

/** `GET /play/games`: the active providers and their games (issue 13). */
export function useGames() {
  return useQuery({ queryKey: gameKeys.games, queryFn: () => api.get<PlayProviderGames[]>('/play/games') });
}

/** `POST /play/launch`: a one-time token and the provider's URL that carries it. */
export function launchGameRequest(provider: string, game: string): Promise<PlayLaunch> {
  return api.post<PlayLaunch>('/play/launch', { provider, game });
}
