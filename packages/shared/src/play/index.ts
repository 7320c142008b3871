/** Play: the game providers' wallet API, launching games, rounds, the sandbox slot. */
export * from './play';
export * from './texts';
export * from './sandbox-texts';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminPlayProvider,
  PlayGame,
  PlayGgrRow,
  PlayLaunch,
  PlayProviderGames,
  PlayRound,
  PlayWalletAnswer,
} from './answers';
