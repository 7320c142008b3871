/**
 * The mini-games' codes in the general ledger (decision 0120): the rows of migration 0019, added to
 * money's code types by declaration merging. Coins are the COIN ledger (one unit = one coin); credit,
 * profit and their house side are baht (THB).
 */
declare module '../money/ledger' {
  interface AccountCodes {
    minigame_coins: true;
    house_minigame_coins: true;
    minigame_credit: true;
    minigame_profit: true;
    house_minigame: true;
    house_minigame_pending_withdrawals: true;
  }
  interface TransferCodes {
    minigame_coin_deposit: 'minigame_coin_entry';
    minigame_coin_check_in: 'minigame_coin_entry';
    minigame_coin_grant: 'minigame_coin_entry';
    minigame_coin_prize: 'minigame_coin_entry';
    minigame_coin_play: 'minigame_coin_entry';
    minigame_coin_expire: 'minigame_coin_entry';
    minigame_credit_prize: 'minigame_credit_entry';
    minigame_credit_play: 'minigame_credit_entry';
    minigame_credit_to_wallet: 'minigame_credit_entry';
    minigame_credit_expire: 'minigame_credit_entry';
    minigame_profit_prize: 'minigame_play';
    minigame_withdraw_reserve: 'minigame_withdrawal';
    minigame_withdraw_post: 'minigame_withdrawal';
    minigame_withdraw_void: 'minigame_withdrawal';
  }
}

export {};
