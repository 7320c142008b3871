/** The mini-games: games, prizes, coins and credit, the provably fair draw. */
export * from './model';
export * from './minigame';
export * from './draw';
export * from './texts';
export * from './titles';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminCoinEntryRow,
  AdminCreditLotRow,
  AdminMinigameGame,
  AdminMinigameMember,
  AdminMinigameWithdrawalRow,
  AdminPrizeTable,
  MinigameBalances,
  MinigameCheckIn,
  MinigameCoinRow,
  MinigameCreditMoved,
  MinigameCreditRow,
  MinigameCurrentCredit,
  MinigameDailyFigures,
  MinigameGame,
  MinigameMedia,
  MinigameMemberRef,
  MinigamePlayResult,
  MinigamePlayRow,
  MinigameRewardRow,
  MinigameSeed,
  MinigameSeedRotation,
  MinigameSettings,
  MinigameStatusToday,
  MinigameWithdrawRow,
  Prize,
  PrizeTableStats,
} from './answers';
