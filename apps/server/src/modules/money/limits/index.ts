/** Limits a member sets (decision 0173): what the deposit paths, the game wallet, the mini-games and the claims call. */
export {
  activeBreak,
  adminMemberLimits,
  assertNotOnBreak,
  depositCheckFactsSql,
  endIndefiniteBreak,
  type EndBreakResult,
  judgeDeposit,
  memberLimits,
  onBreakMessage,
  startBreak,
  updateLimits,
} from './limits';
export { periodBounds } from './periods';
export { toDepositCheckFacts } from './queries';
