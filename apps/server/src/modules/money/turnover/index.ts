/** Turnover requirements (decision 0174): what bonuses, the game wallet, withdrawals and the routes call. */
export {
  adminMemberTurnover,
  assertNoOpenTurnover,
  countStake,
  forfeitTurnover,
  hasOpenTurnover,
  memberTurnover,
  openTurnover,
  uncountStake,
} from './turnover';
export { loadTurnoverRules, saveTurnoverRules, toSettingsAnswer } from './settings';
