import type { Queryable } from '../../db/database';
import { approveAutomatically, creditWithoutRequest, loadAutoDepositRules, type MoneyHooks } from '../money';
import { decideMatch, type LineFacts, normalSenderName, senderFits } from './matching';
import { type LineOutcome, lockLine, type LineRecord, setLineOutcome } from './queries/lines';
import {
  activeDepositAccounts,
  creditedTwinExists,
  membersFittingSender,
  openRequestsOf,
  toMemberFacts,
  toOpenRequest,
} from './queries/match-facts';

/**
 * Matches a stored line (state `new`) and acts on it, in the caller's transaction: the line is
 * locked, so it is decided once whoever else reads it; the deposit is approved through money's
 * guarded decision, so a request is approved once whatever line or operator reaches it first.
 */
export async function matchLine(tx: Queryable, hooks: MoneyHooks, lineId: string, nowMs: number): Promise<LineOutcome> {
  const line = await lockLine(tx, lineId);
  if (!line) throw new Error(`statement line ${lineId} missing`);
  if (line.state !== 'new') return { state: line.state };
  const facts = lineFacts(line);
  const rules = await loadAutoDepositRules(tx);
  const sender = facts.sender;
  const [accounts, requests, senderRecords, creditedTwin] = await Promise.all([
    activeDepositAccounts(tx),
    openRequestsOf(tx, facts.amountSatang, facts.occurredAt, rules.windowMinutes),
    sender
      ? membersFittingSender(
          tx,
          { accountDigits: sender.accountDigits, normalName: normalSenderName(sender.name) },
          facts.kind,
        )
      : [],
    creditedTwinExists(tx, { ...facts, id: line.id }),
  ]);
  const senderMembers = senderRecords
    .map(toMemberFacts)
    .filter((member) => sender && senderFits(member, sender, facts.kind));
  const decision = decideMatch(facts, {
    rules,
    nowMs,
    accounts,
    requests: requests.map(toOpenRequest),
    senderMembers,
    creditedTwin,
  });

  let outcome: LineOutcome;
  if (decision.kind === 'approve') {
    const approved = await approveAutomatically(tx, hooks, decision.depositId, nowMs);
    outcome = approved.ok
      ? { state: 'matched_auto', memberId: decision.memberId, depositId: decision.depositId }
      : { state: 'review', reason: 'no_match', memberId: decision.memberId };
  } else if (decision.kind === 'credit') {
    const credited = await creditWithoutRequest(
      tx,
      hooks,
      {
        memberId: decision.memberId,
        amountSatang: facts.amountSatang,
        depositBankAccountId: decision.accountId,
        operatorId: null,
      },
      nowMs,
    );
    outcome = credited.ok
      ? { state: 'matched_auto', memberId: decision.memberId, depositId: String(credited.deposit.id) }
      : { state: 'review', reason: 'withdrawal_waiting', memberId: decision.memberId };
  } else {
    outcome = { state: 'review', reason: decision.reason, memberId: decision.memberId ?? null };
  }
  await setLineOutcome(tx, line.id, { ...outcome, depositBankAccountId: decision.accountId ?? null });
  return outcome;
}

function lineFacts(line: LineRecord): LineFacts & { amountSatang: number; occurredAt: Date } {
  if (line.amount_satang === null || line.occurred_at === null) throw new Error(`statement line ${line.id} unparsed`);
  const sender =
    line.sender_account || line.sender_name
      ? {
          ...(line.sender_account ? { accountDigits: line.sender_account } : {}),
          ...(line.sender_name ? { name: line.sender_name } : {}),
        }
      : null;
  return {
    kind: line.source_kind,
    amountSatang: Number(line.amount_satang),
    occurredAt: new Date(line.occurred_at),
    receivingAccount: line.receiving_account,
    sender,
    sourceAccountId: line.source_account_id === null ? null : Number(line.source_account_id),
  };
}
