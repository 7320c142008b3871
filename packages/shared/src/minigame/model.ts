/** The mini-games' enumerations: kinds, prizes, payments and entries (the answers and the schemas read them). */

/** The three mechanics; each game is one of them (its animation and sounds). */
export const MINIGAME_KINDS = ['wheel', 'card', 'box'] as const;
export type MinigameKind = (typeof MINIGAME_KINDS)[number];

/** What a prize gives: coins, mini-game credit (baht that expire), profit (baht the member may withdraw), or nothing. */
export const PRIZE_KINDS = ['coins', 'credit', 'profit', 'nothing'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** The sounds a game may have: while it plays, on a prize, on nothing. */
export const MINIGAME_SOUND_SLOTS = ['play', 'win', 'lose'] as const;
export type MinigameSoundSlot = (typeof MINIGAME_SOUND_SLOTS)[number];

/** How a play was paid: a daily free play, coins, or mini-game credit (when the operator allows it). */
export const PLAY_PAYMENTS = ['free', 'coins', 'credit'] as const;
export type PlayPayment = (typeof PLAY_PAYMENTS)[number];

/** What mini-game credit is for (the operator's setting): moving into the wallet after a turnover, or paying for plays. */
export const CREDIT_USES = ['wallet', 'play'] as const;
export type CreditUse = (typeof CREDIT_USES)[number];

/** A line of the coin history. */
export const COIN_ENTRY_TYPES = ['deposit', 'check_in', 'grant', 'prize', 'play', 'expired'] as const;
export type CoinEntryType = (typeof COIN_ENTRY_TYPES)[number];

/** A line of the credit history. */
export const CREDIT_ENTRY_TYPES = ['prize', 'play', 'to_wallet', 'expired'] as const;
export type CreditEntryType = (typeof CREDIT_ENTRY_TYPES)[number];

/** Statuses of a profit withdrawal (SPEC.md §4: the labels of deposits and withdrawals). */
export const MINIGAME_WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MinigameWithdrawalStatus = (typeof MINIGAME_WITHDRAWAL_STATUSES)[number];
