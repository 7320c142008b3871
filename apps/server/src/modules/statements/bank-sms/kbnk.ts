import { AMOUNT, credit, occurredAt } from './parts.js';
import type { BankParser } from './types.js';

/**
 * KBank (K PLUS SMS): `17/05/68 16:27 บช X-9426 เงินเข้า 999.63 คงเหลือ 8,236.90 บ.` and the transfer
 * with the sender's masked account `24/10 12:34 บช X-123456 รับโอนจาก X-654321 1,234.56 คงเหลือ 5,000.00 บ.`
 * The year, when printed, is Buddhist-era two digits. Debits (`เงินออก`, `โอนเงิน`) match neither.
 */
const KBANK = new RegExp(
  String.raw`^(\d{2})/(\d{2})(?:/(\d{2}))? (\d{2}):(\d{2}) บช X-(\d+) (?:เงินเข้า|รับโอนจาก X-(\d+)) ${AMOUNT}(?: คงเหลือ ${AMOUNT}(?: บ\.)?)?$`,
);

export const parseKbnk: BankParser = (text, receivedAt) => {
  const m = KBANK.exec(text);
  if (!m) return null;
  const [, day, month, year, hour, minute, account, from, amount, balance] = m;
  return credit({
    bank: 'kbnk',
    amount: amount!,
    balance,
    when: occurredAt({ day, month, year, hour, minute }, receivedAt),
    receivingAccount: account!,
    sender: from === undefined ? null : { accountDigits: from },
  });
};
