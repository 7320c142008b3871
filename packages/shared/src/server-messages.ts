import { ENGLISH_SERVER_MESSAGES as EN } from './messages';

/** English server texts the client shows in Thai (SPEC.md §8). */
const TRANSLATIONS: readonly [english: string, thai: string][] = [
  [EN.balanceTooLow, 'ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ'],
  [EN.promotionNotUsable, 'ไม่สามารถใช้โปรโมชั่นนี้ได้'],
  [EN.pendingWithdraw, 'ไม่สามารถฝากได้ในขณะที่กำลังรอการอนุมัติการถอนเงิน'],
];

/** Replaces each listed English text inside a server message by its Thai translation. */
export function translateServerMessage(message: string): string {
  return TRANSLATIONS.reduce((text, [english, thai]) => text.replace(english, thai), message);
}
