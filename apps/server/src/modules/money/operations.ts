/**
 * Every money movement, independent of HTTP: routes call these inside `runIdempotent`'s
 * transaction; the property test calls them directly. A request that breaks a rule throws an
 * AppError (the route's answer); a decision answers a result (`DecisionResult`). Operations that
 * fire money events take the app's hooks.
 *
 * Statements that do not wait for each other's answer are sent together (`Promise.all`): the
 * PostgreSQL adapter pipelines them on the transaction's connection, and the server runs them in the
 * order they were sent. Each sends its first statement before it awaits anything.
 */

/* By what they do: `deposits.ts` (a bank deposit and the decision on a deposit), `gateway-payments.ts` (a gateway
 * deposit, its payment and its settlement), `withdrawals.ts`, `adjustments.ts` (an operator's manual credit or
 * debit) and `decisions.ts` (what a decision answers). Routes and tests reach them through this entry. */
export { type Adjustment, creditBaht, manualAdjustment } from './adjustments';
export {
  type Decided,
  decided,
  type Decision,
  decisionError,
  type DecisionRefusal,
  type DecisionResult,
} from './decisions';
export { decideDeposit, requestBankDeposit } from './deposits';
export { createGatewayDeposit, findPaymentForProvider, memberPayment, settleGatewayPayment } from './gateway-payments';
export { decideWithdrawal, requestWithdrawal } from './withdrawals';
