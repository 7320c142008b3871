/** Turnover requirements: opened by bonuses, paid down by stakes, respected by withdrawals (issue 31, decision 0174). */
export * from './model';
export * from './turnover';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminMemberTurnover,
  DepositBonus,
  MemberTurnover,
  TurnoverForfeited,
  TurnoverRequirement,
} from './answers';
