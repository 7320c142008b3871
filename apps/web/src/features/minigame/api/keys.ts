import type {
  MinigameCoinRow,
  MinigameCreditRow,
  MinigamePlayRow,
  MinigameRewardRow,
  MinigameWithdrawRow,
} from '@member/shared';

/** A history's row, by the history's kind. */
export interface HistoryRows {
  coin: MinigameCoinRow;
  reward: MinigameRewardRow;
  credit: MinigameCreditRow;
  withdraw: MinigameWithdrawRow;
  play: MinigamePlayRow;
}
export type HistoryKind = keyof HistoryRows;

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
