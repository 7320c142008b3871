/**
 * Money's public entry: what other modules may call (DESIGN.md §2); nothing else of money is theirs
 * to import. Transfers between accounts, the wallet lock, what moved between accounts (`movements`),
 * and the hooks through which a module reacts to money events.
 */
export {
  amountToSatang,
  ensureAccount,
  lockAccount,
  memberWallet,
  movements,
  posted,
  type TransferCode,
  transfer,
} from './ledger';
export { findMemberIdByTel } from './queries';
export type { MoneyHooks } from './hooks';
