import { ENGLISH_SERVER_MESSAGES as EN, LABELS } from './messages';

/** English server texts the client shows in Thai (SPEC.md §8). */
const TRANSLATIONS: readonly [english: string, thai: string][] = [
  [EN.balanceTooLow, 'ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ'],
  [EN.promotionNotUsable, 'ไม่สามารถใช้โปรโมชั่นนี้ได้'],
  [EN.pendingWithdraw, 'ไม่สามารถฝากได้ในขณะที่กำลังรอการอนุมัติการถอนเงิน'],
];

/**
 * The credit the server writes after the balance text (`… equal 1500.5`), as the wallet pages write
 * amounts: thousands separators, two decimals, then บาท. Kept here (not format.ts) so the first load,
 * which carries the API client, does not carry the date library.
 */
const BALANCE_AMOUNT = new RegExp(`(${EN.balanceTooLow}) (-?\\d+(?:\\.\\d+)?)$`);
const asBaht = (amount: string) =>
  `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${LABELS.currency}`;

/** Replaces each listed English text inside a server message by its Thai translation. */
export function translateServerMessage(message: string): string {
  const withAmount = message.replace(BALANCE_AMOUNT, (_, text: string, amount: string) => `${text} ${asBaht(amount)}`);
  return TRANSLATIONS.reduce((text, [english, thai]) => text.replace(english, thai), withAmount);
}
