/** The mini-games: games, prizes, coins and credit, the provably fair draw. */
export * from './model';
export * from './rules';
export * from './prizes';
export * from './minigame';
export * from './draw';
export * from './texts';
export * from './titles';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  MinigameBalances,
  MinigameCheckIn,
  MinigameCoinRow,
  MinigameCreditMoved,
  MinigameCreditRow,
  MinigameCurrentCredit,
  MinigameGame,
  MinigameMedia,
  MinigamePlayResult,
  MinigamePlayRow,
  MinigameRewardRow,
  MinigameSeed,
  MinigameSeedRotation,
  MinigameSettings,
  MinigameStatusToday,
  MinigameWithdrawRow,
  Prize,
} from './answers';
export type {
  AdminCoinEntryRow,
  AdminCreditLotRow,
  AdminMinigameGame,
  AdminMinigameMember,
  AdminMinigameWithdrawalRow,
  AdminPrizeTable,
  MinigameDailyFigures,
  MinigameMemberRef,
  PrizeTableStats,
} from './operator-answers';
