/** Deposits, withdrawals and the wallet: amounts, request schemas, the operators' queues, the wallet's texts. */
export * from './amount';
export * from './money';
export * from './operator';
export * from './texts';
