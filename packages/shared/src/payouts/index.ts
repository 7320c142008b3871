/** Automatic withdrawals within the operator's rules (issue 31, decision 0175). */
export * from './model';
export * from './payouts';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type { PayoutDetail, PayoutSummary } from './answers';
