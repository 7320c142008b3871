import type { HistoryKind } from './minigame-queries';

/** Query keys of the service, all under one root: a play or a withdrawal refreshes every one of them. */
export const minigameKeys = {
  all: ['minigame'] as const,
  games: ['minigame', 'games'] as const,
  settings: ['minigame', 'settings'] as const,
  credit: ['minigame', 'current-credit'] as const,
  today: ['minigame', 'status-today'] as const,
  seed: ['minigame', 'seed'] as const,
  history: (kind: HistoryKind) => ['minigame', 'history', kind] as const,
  withdrawal: (id: string) => ['minigame', 'withdrawal', id] as const,
};
