/** The banks whose credit notifications are parsed: the contract's codes (packages/shared common/banks.ts). */
export type SmsBank = 'kbnk' | 'scb' | 'ktba' | 'bbla' | 'bay' | 'ttb';

export interface SmsSender {
  /** The sender's account digits as the message shows them (masked digits left out). */
  accountDigits?: string;
  name?: string;
}

export interface ParsedCredit {
  kind: 'credit';
  bank: SmsBank;
  /** Whole satang, parsed from the digits (never through a float). */
  amountSatang: number;
  occurredAt: Date;
  /** The receiving account's visible digits, as the message shows them. */
  receivingAccount: string;
  sender: SmsSender | null;
  balanceSatang?: number;
}

export type UnparsedReason = 'empty' | 'unknown-format' | 'zero-amount' | 'bad-amount' | 'bad-date';

export interface Unparsed {
  kind: 'unparsed';
  reason: UnparsedReason;
}

/** One bank's format: null when the text is not this bank's credit notification. */
export type BankParser = (text: string, receivedAt: Date) => ParsedCredit | Unparsed | null;
