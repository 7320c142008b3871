import { AMOUNT, credit } from './parts.js';
import type { BankParser } from './types.js';

/**
 * Bangkok Bank (SMS): `เงินเข้าบ/ชX0272 จากพร้อมเพย์ผ่านMB 12,000.00บ เงินในบ/ชใช้ได้46,769.66บ` and
 * `ฝาก/โอนเงินเข้าบ/ชX1234 ผ่านMB 5,000.00บ ใช้ได้15,000.00บ`. The message prints no date or time: the
 * time is the forwarder's receipt. No sender (`พร้อมเพย์` is the channel). Withdrawals (`ถอน/โอน…`) do not match.
 */
const BBL = new RegExp(
  String.raw`^(?:เงินเข้า|ฝาก/โอนเงินเข้า)บ/ช ?X(\d+) ?(?:จาก\S*?)?ผ่าน[A-Za-z]+ ${AMOUNT}บ(?: (?:เงินในบ/ช)?ใช้ได้ ?${AMOUNT}บ)?$`,
);

export const parseBbla: BankParser = (text, receivedAt) => {
  const m = BBL.exec(text);
  if (!m) return null;
  const [, account, amount, balance] = m;
  return credit({ bank: 'bbla', amount: amount!, balance, when: receivedAt, receivingAccount: account!, sender: null });
};
