import { AMOUNT, credit, occurredAt, visibleDigits } from './parts.js';
import type { BankParser } from './types.js';

/**
 * Krungsri (SMS): `โอนเข้า xxx170203x 150.62 เหลือ 7,420.57 (17/5/68,16:27)`: the account with masked
 * ends, then the amount, the balance, and the date with a Buddhist-era two-digit year. No sender.
 * Transfers out (`โอนออก`) and payments do not match.
 */
const BAY = new RegExp(
  String.raw`^โอนเข้า ([Xx]*\d+[Xx]*) ${AMOUNT} เหลือ ${AMOUNT} \((\d{1,2})/(\d{1,2})/(\d{2}),(\d{2}):(\d{2})\)$`,
);

export const parseBay: BankParser = (text, receivedAt) => {
  const m = BAY.exec(text);
  if (!m) return null;
  const [, account, amount, balance, day, month, year, hour, minute] = m;
  return credit({
    bank: 'bay',
    amount: amount!,
    balance,
    when: occurredAt({ day, month, year, hour, minute }, receivedAt),
    receivingAccount: visibleDigits(account!),
    sender: null,
  });
};
