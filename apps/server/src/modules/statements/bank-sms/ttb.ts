import { AMOUNT, credit, occurredAt, visibleDigits } from './parts.js';
import type { BankParser } from './types.js';

/**
 * ttb (the TMB format, kept after the merger): `มีเงิน50.14บ.โอนเข้าบ/ชxx5440เหลือ17,081.71บ.24/05/25@11:42`
 * and `มีเงิน 3.00บ.เข้าบ/ชxx5340เหลือ 50,006.00 บ.15/12/20@23:04`. Unlike KBank and Krungsri, the
 * two-digit year is Gregorian (25 = 2025: the samples' own dates say so). No sender.
 */
const TTB = new RegExp(
  String.raw`^มีเงิน ?${AMOUNT} ?บ\.(?:โอน)?เข้าบ/ช ?(x*\d+)เหลือ ?${AMOUNT} ?บ\. ?(\d{2})/(\d{2})/(\d{2})@(\d{2}):(\d{2})$`,
);

export const parseTtb: BankParser = (text, receivedAt) => {
  const m = TTB.exec(text);
  if (!m) return null;
  const [, amount, account, balance, day, month, year, hour, minute] = m;
  return credit({
    bank: 'ttb',
    amount: amount!,
    balance,
    when: occurredAt({ day, month, year, hour, minute }, receivedAt, 'gregorian'),
    receivingAccount: visibleDigits(account!),
    sender: null,
  });
};
