import { AMOUNT, credit, occurredAt } from './parts.js';
import type { BankParser } from './types.js';

/**
 * SCB (SMS): a transfer from another bank `18/05@14:44 29.92 จากKTB/x129439เข้าx997010 ใช้ได้10,121.23บ`,
 * a deposit without a sender `เงิน 399.69บ เข้าบ/ชx963071 18/05@14:45 ใช้ได้ 6,302.39บ` and a salary
 * credit `เงินโอน/เงินเดือน 37,282.42บ เข้าบ/ชx055215 25/04@03:39`. No year is printed. Withdrawals
 * (`ถอน/โอนเงิน …`) and card spending match neither.
 */
const FROM_BANK = new RegExp(
  String.raw`^(\d{2})/(\d{2})@(\d{2}):(\d{2}) ${AMOUNT} จาก[A-Z]{2,6}/x(\d+)เข้าx(\d+) ใช้ได้ ?${AMOUNT}บ$`,
);
const DEPOSIT = new RegExp(
  String.raw`^(?:เงิน|เงินโอน/เงินเดือน) ?${AMOUNT}บ เข้าบ/ช ?x(\d+) (\d{2})/(\d{2})@(\d{2}):(\d{2})(?: ใช้ได้ ?${AMOUNT}บ)?$`,
);

export const parseScb: BankParser = (text, receivedAt) => {
  const a = FROM_BANK.exec(text);
  if (a) {
    const [, day, month, hour, minute, amount, from, account, balance] = a;
    return credit({
      bank: 'scb',
      amount: amount!,
      balance,
      when: occurredAt({ day, month, hour, minute }, receivedAt),
      receivingAccount: account!,
      sender: { accountDigits: from! },
    });
  }
  const b = DEPOSIT.exec(text);
  if (b) {
    const [, amount, account, day, month, hour, minute, balance] = b;
    return credit({
      bank: 'scb',
      amount: amount!,
      balance,
      when: occurredAt({ day, month, hour, minute }, receivedAt),
      receivingAccount: account!,
      sender: null,
    });
  }
  return null;
};
