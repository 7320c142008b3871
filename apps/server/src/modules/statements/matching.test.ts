import { describe, expect, it } from 'vitest';
import {
  accountFits,
  decideMatch,
  type LineFacts,
  type MatchContext,
  type MemberFacts,
  nameFits,
  type OpenRequest,
  phoneFits,
  senderFits,
  shownPhone,
} from './matching';

const NOW = Date.parse('2026-11-28T05:00:00Z');
const member = (id: string, bankNumber: string, status: MemberFacts['status'] = 'active'): MemberFacts => ({
  id,
  bankNumber,
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  status,
});
const request = (
  depositId: string,
  who: MemberFacts,
  exactAmount = true,
  depositBankAccountId: number | null = null,
): OpenRequest => ({
  depositId,
  member: who,
  exactAmount,
  depositBankAccountId,
});
const line = (changes: Partial<LineFacts> = {}): LineFacts => ({
  kind: 'bank_sms',
  amountSatang: 50_037,
  occurredAt: new Date(NOW - 60_000),
  receivingAccount: '123456',
  sender: null,
  sourceAccountId: 1,
  ...changes,
});
const context = (changes: Partial<MatchContext> = {}): MatchContext => ({
  rules: {
    enabled: true,
    sources: { bank_sms: true, statement_file: true, truemoney: true },
    ceilingSatang: 5_000_000,
    windowMinutes: 60,
    noReportNeeded: false,
  },
  nowMs: NOW,
  accounts: [
    { id: 1, accountNumber: '012-3-45678-9' },
    { id: 2, accountNumber: '111-2-22333-4' },
  ],
  requests: [],
  senderMembers: [],
  creditedTwin: false,
  ...changes,
});

describe('who a statement line belongs to', () => {
  const a = member('1', '9876543210');
  const b = member('2', '5550001111');

  it('approves the one request whose unique amount the line carries', () => {
    expect(decideMatch(line(), context({ requests: [request('10', a)] }))).toEqual({
      kind: 'approve',
      depositId: '10',
      memberId: '1',
      accountId: 1,
    });
  });

  it('never credits by an amount that is not unique, nor one two requests share, without a sender', () => {
    expect(decideMatch(line(), context({ requests: [request('10', a, false)] }))).toMatchObject({
      reason: 'sender_unknown',
    });
    expect(decideMatch(line(), context({ requests: [request('10', a), request('11', b)] }))).toMatchObject({
      reason: 'several_candidates',
    });
    expect(decideMatch(line(), context())).toMatchObject({ kind: 'review', reason: 'no_match' });
  });

  it('follows the sender: their request, their account without one only when reporting is not needed', () => {
    const sender = { accountDigits: '654321' };
    const fromA = line({ sender });
    expect(
      decideMatch(fromA, context({ requests: [request('10', a), request('11', b)], senderMembers: [a] })),
    ).toMatchObject({
      kind: 'approve',
      depositId: '10',
    });
    expect(decideMatch(fromA, context({ requests: [request('11', b)], senderMembers: [a] }))).toMatchObject({
      reason: 'sender_mismatch',
      memberId: '1',
    });
    expect(decideMatch(fromA, context({ senderMembers: [a] }))).toMatchObject({ reason: 'no_match' });
    const noReport = context({ senderMembers: [a] });
    noReport.rules.noReportNeeded = true;
    expect(decideMatch(fromA, noReport)).toEqual({ kind: 'credit', memberId: '1', accountId: 1 });
    noReport.senderMembers = [a, b];
    expect(decideMatch(fromA, noReport)).toMatchObject({ reason: 'several_candidates' });
    noReport.senderMembers = [];
    expect(decideMatch(fromA, noReport)).toMatchObject({ reason: 'no_match' });
  });

  it('leaves to review: automatic off, another account, too old, a credited twin, above the ceiling, a disabled member', () => {
    const off = context({ requests: [request('10', a)] });
    off.rules.sources.bank_sms = false;
    expect(decideMatch(line(), off)).toMatchObject({ reason: 'auto_off' });
    expect(decideMatch(line({ receivingAccount: '999999' }), context({ requests: [request('10', a)] }))).toMatchObject({
      reason: 'unknown_account',
    });
    expect(decideMatch(line({ sourceAccountId: 2 }), context({ requests: [request('10', a)] }))).toMatchObject({
      reason: 'unknown_account',
    });
    expect(
      decideMatch(line({ occurredAt: new Date(NOW - 61 * 60_000) }), context({ requests: [request('10', a)] })),
    ).toMatchObject({ reason: 'too_old' });
    expect(decideMatch(line(), context({ requests: [request('10', a)], creditedTwin: true }))).toMatchObject({
      reason: 'possible_duplicate',
    });
    expect(decideMatch(line({ amountSatang: 5_000_001 }), context({ requests: [request('10', a)] }))).toMatchObject({
      reason: 'above_ceiling',
    });
    expect(decideMatch(line(), context({ requests: [request('10', member('3', '1', 'disabled'))] }))).toMatchObject({
      reason: 'member_inactive',
      memberId: '3',
    });
  });

  it('keeps a request sent to another of the site’s accounts off this line', () => {
    expect(decideMatch(line(), context({ requests: [request('10', a, true, 2)] }))).toMatchObject({
      reason: 'no_match',
    });
  });

  it('reads masked digits wherever a bank shows them, and names as banks cut them', () => {
    expect(accountFits('012-3-45678-9', 'X-4567')).toBe(true);
    expect(accountFits('0123456789', 'x789')).toBe(true);
    expect(accountFits('0123456789', '98')).toBe(false);
    expect(accountFits('0123456789', '4568')).toBe(false);
    const somchai = { firstName: 'สมชาย', lastName: 'ใจดี' };
    expect(nameFits(somchai, 'นาย สมชาย ใจดี')).toBe(true);
    expect(nameFits(somchai, 'สมชาย ใจ')).toBe(true);
    expect(nameFits(somchai, 'สมชาย')).toBe(false);
    expect(nameFits(somchai, 'สมหญิง ใจดี')).toBe(false);
    expect(nameFits({ firstName: 'Somchai', lastName: 'Jaidee' }, 'MR. SOMCHAI J')).toBe(true);
  });
});

describe('who a TrueMoney line belongs to (decision 0164)', () => {
  const wallet = member('1', '0812345678');
  const other = member('2', '0899995678');
  const shown = shownPhone('081-xxx-5678') ?? '';
  const tmnLine = (changes: Partial<LineFacts> = {}) =>
    line({
      kind: 'truemoney',
      receivingAccount: null,
      sourceAccountId: null,
      sender: { accountDigits: shown },
      ...changes,
    });

  it('needs none of the site’s bank accounts: the money reached the site’s wallet', () => {
    expect(
      decideMatch(tmnLine(), context({ accounts: [], requests: [request('10', wallet)], senderMembers: [wallet] })),
    ).toEqual({
      kind: 'approve',
      depositId: '10',
      memberId: '1',
      accountId: null,
    });
  });

  it('takes only requests that name no bank account, and only by the sender’s phone', () => {
    expect(
      decideMatch(tmnLine(), context({ requests: [request('10', wallet, true, 1)], senderMembers: [wallet] })),
    ).toMatchObject({ kind: 'review', reason: 'no_match', memberId: '1' });
    // The unique amount of another member's request, from this member's wallet: not the other's money.
    expect(
      decideMatch(tmnLine(), context({ requests: [request('11', other)], senderMembers: [wallet] })),
    ).toMatchObject({
      reason: 'sender_mismatch',
    });
    // No sender shown: a unique amount alone does not name a wallet deposit.
    expect(decideMatch(tmnLine({ sender: null }), context({ requests: [request('10', wallet)] }))).toMatchObject({
      reason: 'sender_unknown',
    });
    // A phone no wallet member registered: the request of that amount is not theirs to take.
    expect(decideMatch(tmnLine(), context({ requests: [request('10', wallet)], senderMembers: [] }))).toMatchObject({
      reason: 'sender_mismatch',
    });
  });

  it('credits the wallet’s member without a request only when reporting is not needed', () => {
    const noReport = context({ senderMembers: [wallet] });
    expect(decideMatch(tmnLine(), noReport)).toMatchObject({ reason: 'no_match', memberId: '1' });
    noReport.rules.noReportNeeded = true;
    expect(decideMatch(tmnLine(), noReport)).toEqual({ kind: 'credit', memberId: '1', accountId: null });
    const off = context({ senderMembers: [wallet] });
    off.rules.sources.truemoney = false;
    expect(decideMatch(tmnLine(), off)).toMatchObject({ reason: 'auto_off' });
  });

  it('reads a masked wallet phone with its digits in their places', () => {
    expect(shown).toBe('081xxx5678');
    expect(shownPhone('0812345678')).toBe('0812345678');
    expect(shownPhone('081-***-5678')).toBe('081xxx5678');
    expect(shownPhone('xxx-xxx-x678')).toBe(null);
    expect(shownPhone('ไม่ทราบ')).toBe(null);
    expect(phoneFits('0812345678', '081xxx5678')).toBe(true);
    expect(phoneFits('0812345678', 'xxxxxx5678')).toBe(true);
    expect(phoneFits('0812345678', '081xxxx5678')).toBe(true);
    expect(phoneFits('0899995678', '081xxx5678')).toBe(false);
    expect(phoneFits('0812345678', '5678')).toBe(false);
    expect(phoneFits('0812345678', 'xxx678')).toBe(false);
    expect(senderFits(wallet, { accountDigits: shown }, 'truemoney')).toBe(true);
    expect(senderFits(other, { accountDigits: shown }, 'truemoney')).toBe(false);
  });
});
