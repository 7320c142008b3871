/** Money's public entry: what other modules may call (DESIGN.md §2); nothing else of money is theirs to import. */
export { amountToSatang } from './ledger';
export { ensureAccount, memberWallet } from './ledger';
export { findMemberIdByTel } from './queries';
export type { MoneyHooks } from './hooks';
