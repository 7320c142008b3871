/** Deposits, withdrawals and the wallet: amounts, request schemas, the operators' queues, the wallet's texts. */
export * from './amount';
export * from './money';
export * from './operator';
export * from './texts';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminDepositRow,
  AdminWithdrawRow,
  CombineSettings,
  CountAmount,
  Dashboard,
  QueueCounts,
  DashboardDay,
  DepositBankAccount,
  DepositRow,
  GatewayPayment,
  LedgerRow,
  MemberCredit,
  MoneyRowMember,
  ReceivingAccount,
  WithdrawRow,
} from './answers';
