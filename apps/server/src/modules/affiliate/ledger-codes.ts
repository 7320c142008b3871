/**
 * The affiliate programme's codes in the general ledger (decision 0110): the rows of migration 0018,
 * added to money's code types by declaration merging. Commissions go from `house_affiliate` to the
 * member's `affiliate_income` (which never goes below zero); an income withdrawal is reserved into
 * `house_affiliate_pending`, then posted to the member's wallet or voided back to income.
 */
declare module '../money/ledger' {
  interface AccountCodes {
    affiliate_income: true;
    house_affiliate: true;
    house_affiliate_pending: true;
  }
  interface TransferCodes {
    affiliate_commission: 'affiliate_commission';
    affiliate_withdrawal_reserve: 'affiliate_withdrawal';
    affiliate_withdrawal_post: 'affiliate_withdrawal';
    affiliate_withdrawal_void: 'affiliate_withdrawal';
  }
}

export {};
