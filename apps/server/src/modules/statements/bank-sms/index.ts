import { parseBay } from './bay.js';
import { parseBbla } from './bbla.js';
import { parseKbnk } from './kbnk.js';
import { parseKtba } from './ktba.js';
import { parseScb } from './scb.js';
import { parseTtb } from './ttb.js';
import type { BankParser, ParsedCredit, Unparsed } from './types.js';

export type { ParsedCredit, SmsBank, SmsSender, Unparsed, UnparsedReason } from './types.js';

const PARSERS: readonly BankParser[] = [parseKbnk, parseScb, parseKtba, parseBbla, parseBay, parseTtb];

/**
 * A bank's credit notification, as an SMS or notification forwarder sends it, as a statement line; anything
 * that is not exactly one of the known credit formats (a debit, an OTP, a promotion, a cut message) is
 * unparsed, for an operator (decision 0160).
 */
export function parseBankSms(text: string, receivedAt: Date): ParsedCredit | Unparsed {
  const normal = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (normal === '') return { kind: 'unparsed', reason: 'empty' };
  for (const parse of PARSERS) {
    const answer = parse(normal, receivedAt);
    if (answer !== null) return answer;
  }
  return { kind: 'unparsed', reason: 'unknown-format' };
}
