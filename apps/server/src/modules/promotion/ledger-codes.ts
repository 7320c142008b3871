/**
 * Promotion's codes in the general ledger (decision 0035): the rows of migration 0009, added to money's
 * code types by declaration merging. house_bonus pays deposit bonuses and returns of losses.
 */
declare module '../money/ledger' {
  interface AccountCodes {
    house_bonus: true;
  }
  interface TransferCodes {
    promotion_bonus: 'promotion_claim';
    return_loss: 'promotion_claim';
  }
}

export {};
