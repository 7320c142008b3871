import { AMOUNT, credit, occurredAt, visibleDigits } from './parts.js';
import type { BankParser } from './types.js';

/**
 * Krungthai (SMS): `17-05@16:27 บชX58589X:เงินเข้า 100.28บ ใช้ได้ 11,861.55บ`. The account is printed
 * with masked ends (`X58589X`); no year; no sender. Withdrawals (`เงินออก`, `โอนเงิน`) do not match.
 */
const KTB = new RegExp(
  String.raw`^(\d{2})-(\d{2})@(\d{2}):(\d{2}) บช ?([Xx]*\d+[Xx]*):เงินเข้า ${AMOUNT}บ(?: ใช้ได้ ?${AMOUNT}บ)?$`,
);

export const parseKtba: BankParser = (text, receivedAt) => {
  const m = KTB.exec(text);
  if (!m) return null;
  const [, day, month, hour, minute, account, amount, balance] = m;
  return credit({
    bank: 'ktba',
    amount: amount!,
    balance,
    when: occurredAt({ day, month, hour, minute }, receivedAt),
    receivingAccount: visibleDigits(account!),
    sender: null,
  });
};
