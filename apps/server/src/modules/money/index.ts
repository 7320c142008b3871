/**
 * Money's public entry: what other modules may call (DESIGN.md §2); nothing else of money is theirs
 * to import. Transfers between accounts, the wallet lock, what moved between accounts (`movements`),
 * a member's recent deposits and withdrawals (`recentMemberMoney`), the hooks through which a module
 * reacts to money events, and the expiry of unpaid gateway payments that a reader of deposits applies
 * first (decision 0082).
 */
export {
  amountToSatang,
  ensureAccount,
  lockAccount,
  memberWallet,
  movements,
  posted,
  postedAll,
  type TransferCode,
  transfer,
  transferMany,
  walletBalanceSatang,
  walletBalanceSql,
} from './ledger';
export {
  findMemberIdByTel,
  type MemberMoneySummary,
  memberMoneySummary,
  type RecentMoneyLine,
  recentMemberMoney,
} from './queries/member-money';
export { expireDuePayments } from './expiry';
/** SQL pieces through which another module's statement reads the ledger (the affiliate accrual, its checks). */
export { houseBalanceSql, ownerBalanceSql, TRANSFER_LEGS_SQL, walletNetMovementSql } from './ledger-reads';
export type { MoneyHooks } from './hooks';
export { publishMemberMoney, publishUnreadCount } from './live-events';
/** Automatic deposits (decision 0161): the operator's rules and the matcher's two ways to credit. */
export { type AutoDepositRules, loadAutoDepositRules } from './auto-deposit-rules';
export { approveAutomatically, type CreditResult, creditWithoutRequest } from './auto-deposit';
export { decisionError } from './decisions';
export { decideDeposit } from './deposits';
/** The payment settings (the TrueMoney feed reads whether `tmnAuto` is on, decision 0164). */
export { loadPaymentSettings } from './settings';
/** A deposit row by id (of a member when given), for modules that answer with it (a slip's deposit request). */
export { type DepositRecord, findDeposit, toDepositRow } from './queries/deposits';
/** Limits a member sets (decision 0173): the one check of a break every action calls, and the break in force. */
export { activeBreak, assertNotOnBreak, onBreakMessage } from './limits';
/** Turnover requirements (decision 0174): opened by bonuses, paid down by the game wallet's stakes. */
export { countStake, hasOpenTurnover, openTurnover, uncountStake } from './turnover';
