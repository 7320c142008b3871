import { formatNumber, formatThousands } from '@member/shared';

/** Coins are whole numbers everywhere: `1,250`. */
export const formatCoins = (coins: number): string => formatThousands(coins, 0);

/** Baht as §9 writes mini-game amounts: separators and two decimals, `1,250.00`. */
export const formatBaht = (baht: number): string => formatNumber(baht);

/** A signed history amount: `+5.00`, `-1.00` (the minus is the number's own). */
export const withSign = (value: number, text: string): string => (value > 0 ? `+${text}` : text);
