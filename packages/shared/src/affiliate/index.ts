/** The affiliate programme. */
export * from './affiliate';
export * from './texts';
export * from './titles';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminAccrualRun,
  AdminAffiliateDetail,
  AdminAffiliateRow,
  AdminAffiliateWithdrawalRow,
  AdminCommissionRow,
  AdminDownlineRow,
  AffiliateByDateRow,
  AffiliateByRegisterDateRow,
  AffiliateByUsernameRow,
  AffiliateData,
  AffiliateIncome,
  AffiliateMemberRef,
  AffiliateRanking,
  AffiliateRankingRow,
  AffiliateWithdrawalRow,
} from './answers';
