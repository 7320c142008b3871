/**
 * Play's code in the general ledger (decision 0035): the row of migration 0017, added to money's code
 * types by declaration merging. Stakes (`game_stake`) and wins (`game_payout`) are money's own codes
 * of migration 0008; a refunded stake comes back under `game_refund`.
 */
declare module '../money/ledger' {
  interface TransferCodes {
    game_refund: 'game_round';
  }
}

export {};
