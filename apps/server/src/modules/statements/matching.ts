import type { ReviewReason, StatementSourceKind } from '@member/shared';

/**
 * Who a statement line's money belongs to (decision 0161), decided from facts the caller read under
 * the line's lock: a pure function, so every rule has one home and its own test. A line is credited
 * only when exactly one member is established; anything else waits for an operator.
 */

export interface LineFacts {
  kind: StatementSourceKind;
  amountSatang: number;
  occurredAt: Date;
  /** The receiving account's digits as the line shows them (masked digits left out); null on a TrueMoney line. */
  receivingAccount: string | null;
  /**
   * The sender: a bank line's visible account digits; a TrueMoney line's wallet phone with each hidden
   * digit as `x` (`081xxx5678`, decision 0164).
   */
  sender: { accountDigits?: string; name?: string } | null;
  /** The deposit account the source is bound to (a phone forwards one account's notifications). */
  sourceAccountId: number | null;
}

export interface DepositAccount {
  id: number;
  accountNumber: string;
}

export interface MemberFacts {
  id: string;
  bankNumber: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'disabled';
}

/** An open bank deposit request of the line's amount made within the window. */
export interface OpenRequest {
  depositId: string;
  member: MemberFacts;
  depositBankAccountId: number | null;
  /** Its amount carries satang added to make it unique. */
  exactAmount: boolean;
}

export interface MatchContext {
  rules: {
    enabled: boolean;
    sources: Record<StatementSourceKind, boolean>;
    ceilingSatang: number;
    windowMinutes: number;
    noReportNeeded: boolean;
  };
  nowMs: number;
  /** The site's active deposit accounts. */
  accounts: DepositAccount[];
  requests: OpenRequest[];
  /** Members whose registered account or name fits the line's sender (empty without a sender). */
  senderMembers: MemberFacts[];
  /** A line of another source with the same amount and time was credited already. */
  creditedTwin: boolean;
}

/** `accountId` is the deposit account the money reached; null for the site's TrueMoney wallet. */
export type MatchDecision =
  | { kind: 'approve'; depositId: string; memberId: string; accountId: number | null }
  | { kind: 'credit'; memberId: string; accountId: number | null }
  | { kind: 'review'; reason: ReviewReason; memberId?: string; accountId?: number };

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Whether an account number shows the visible digits of a masked one (banks mask different places). */
export function accountFits(accountNumber: string, visibleDigits: string): boolean {
  const full = onlyDigits(accountNumber);
  const visible = onlyDigits(visibleDigits);
  return visible.length >= 3 && full.includes(visible);
}

const TITLES = /^(นาย|นางสาว|นาง|น\.ส\.|ด\.ช\.|ด\.ญ\.|mr\.?|mrs\.?|ms\.?|miss)\s*/i;
const normalName = (name: string) =>
  name
    .normalize('NFC')
    .trim()
    .replace(TITLES, '')
    .replace(/[\s.]+/g, '')
    .toLowerCase();

/** A sender's name as the member search compares it: no title, spaces or dots, lower case. */
export const normalSenderName = (name: string | undefined) =>
  name === undefined ? undefined : normalName(name) || undefined;

/**
 * Whether a line's sender name is the member's: the same name, or the bank's cut of it (the whole
 * first name and the start of the last name, as banks shorten long names).
 */
export function nameFits(member: Pick<MemberFacts, 'firstName' | 'lastName'>, lineName: string): boolean {
  const line = normalName(lineName);
  const first = normalName(member.firstName);
  const full = first + normalName(member.lastName);
  if (line === '' || full === '') return false;
  return line === full || (line.length > first.length && full.startsWith(line));
}

/**
 * A TrueMoney sender's phone as the wallet shows it, kept with its places: digits, and `x` for each
 * hidden one (`081-xxx-5678` → `081xxx5678`); null when it shows fewer than 4 digits.
 */
export function shownPhone(text: string): string | null {
  const shown = text
    .normalize('NFKC')
    .replace(/[\s\-().]/g, '')
    .replace(/[xX*•#]/g, 'x');
  if (!/^[\dx]{1,15}$/.test(shown)) return null;
  return onlyDigits(shown).length >= 4 ? shown : null;
}

/**
 * Whether a wallet phone is the one a TrueMoney line shows: its visible digits in their places (a run of
 * hidden digits stands for one or more digits, as feeds mask different widths).
 */
export function phoneFits(phone: string, shown: string): boolean {
  if (onlyDigits(shown).length < 4 || !/^[\dx]+$/.test(shown)) return false;
  return new RegExp(`^${shown.replace(/x+/g, '\\d+')}$`).test(onlyDigits(phone));
}

/**
 * Whether a member fits the line's sender: their account digits (on a TrueMoney line, their wallet
 * phone), else their name. The caller offers only members of the line's kind: wallet members
 * (bank code `tmn`) for a TrueMoney line, bank members for a bank's.
 */
export function senderFits(
  member: MemberFacts,
  sender: NonNullable<LineFacts['sender']>,
  kind: StatementSourceKind = 'bank_sms',
): boolean {
  if (sender.accountDigits) {
    return kind === 'truemoney'
      ? phoneFits(member.bankNumber, sender.accountDigits)
      : accountFits(member.bankNumber, sender.accountDigits);
  }
  return sender.name !== undefined && nameFits(member, sender.name);
}

function receivingAccount(line: LineFacts, accounts: DepositAccount[]): DepositAccount | null {
  const fitting = accounts.filter(
    (account) =>
      (line.sourceAccountId === null || account.id === line.sourceAccountId) &&
      (line.receivingAccount === null || accountFits(account.accountNumber, line.receivingAccount)),
  );
  return fitting.length === 1 ? (fitting[0] ?? null) : null;
}

export function decideMatch(line: LineFacts, context: MatchContext): MatchDecision {
  const { rules } = context;
  if (!rules.enabled || !rules.sources[line.kind]) return { kind: 'review', reason: 'auto_off' };
  // A TrueMoney line's money reached the site's wallet, which is no deposit account.
  const wallet = line.kind === 'truemoney';
  const account = wallet ? null : receivingAccount(line, context.accounts);
  if (!wallet && !account) return { kind: 'review', reason: 'unknown_account' };
  const accountId = account?.id ?? null;
  const review = (reason: ReviewReason, memberId?: string): MatchDecision => ({
    kind: 'review',
    reason,
    ...(accountId === null ? {} : { accountId }),
    ...(memberId === undefined ? {} : { memberId }),
  });
  if (line.occurredAt.getTime() < context.nowMs - rules.windowMinutes * 60_000) return review('too_old');
  if (context.creditedTwin) return review('possible_duplicate');
  if (line.amountSatang > rules.ceilingSatang) return review('above_ceiling');

  // A request naming one of the site's bank accounts is not a TrueMoney transfer (decision 0164).
  const requests = context.requests.filter(
    (request) => request.depositBankAccountId === null || request.depositBankAccountId === accountId,
  );
  const credit = (member: MemberFacts, depositId?: string): MatchDecision => {
    if (member.status !== 'active') return review('member_inactive', member.id);
    return depositId === undefined
      ? { kind: 'credit', memberId: member.id, accountId }
      : { kind: 'approve', depositId, memberId: member.id, accountId };
  };

  const sender = line.sender?.accountDigits || line.sender?.name ? line.sender : null;
  if (sender) {
    const fitting = new Set(context.senderMembers.map((member) => member.id));
    const theirs = requests.filter((request) => fitting.has(request.member.id));
    const [only] = theirs;
    if (only && theirs.length === 1) return credit(only.member, only.depositId);
    if (theirs.length > 1 || context.senderMembers.length > 1) return review('several_candidates');
    const [member] = context.senderMembers;
    if (member && rules.noReportNeeded) return credit(member);
    return review(requests.length > 0 ? 'sender_mismatch' : 'no_match', member?.id);
  }
  // A TrueMoney line always shows its sender's phone; without one, nothing names the member.
  if (wallet) return review(requests.length > 0 ? 'sender_unknown' : 'no_match');
  // No sender on the line: only a unique amount names the request.
  const [only] = requests;
  if (only && requests.length === 1 && only.exactAmount) return credit(only.member, only.depositId);
  if (requests.length > 1) return review('several_candidates');
  return review(requests.length === 1 ? 'sender_unknown' : 'no_match');
}
