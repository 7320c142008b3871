import { STATEMENT_MESSAGES, type StatementLineMatch } from '@member/shared';
import type { Queryable } from '../../db/database';
import { badRequest, businessRule, conflict, notFound } from '../../lib/app-error';
import { creditWithoutRequest, decideDeposit, decisionError, type MoneyHooks } from '../money';
import { type LineOutcome, type LineRecord, lockLine, setLineOutcome } from './queries/lines';
import { findMember } from './queries/match-facts';

/**
 * An operator's decision on a line waiting for review: credit it to a member's open request or to a
 * member, or dismiss it. The line is locked and must still wait: of two operators (or an operator and
 * a late matcher), one decides and the other gets 409.
 */

async function lockWaiting(tx: Queryable, id: string): Promise<LineRecord> {
  const line = await lockLine(tx, id);
  if (!line) throw notFound();
  if (line.state !== 'review' && line.state !== 'unparsed') throw conflict(STATEMENT_MESSAGES.alreadyDecided);
  return line;
}

export async function matchByOperator(
  tx: Queryable,
  hooks: MoneyHooks,
  id: string,
  body: StatementLineMatch,
  operatorId: string,
  nowMs: number,
): Promise<LineOutcome> {
  const line = await lockWaiting(tx, id);
  if (line.amount_satang === null) throw businessRule(STATEMENT_MESSAGES.notMatchable);
  const amountSatang = Number(line.amount_satang);
  const note = body.note ?? null;
  let outcome: LineOutcome;
  if (body.depositId !== undefined) {
    const depositId = String(body.depositId);
    const request = await tx.query<{ amount_satang: string; member_id: string; type: string }>(
      'SELECT amount_satang::text AS amount_satang, member_id::text AS member_id, type FROM deposits WHERE id = $1',
      [depositId],
    );
    const deposit = request.rows[0];
    if (!deposit || deposit.type !== 'bank') throw badRequest(STATEMENT_MESSAGES.notOpenRequest);
    // The line's money is what arrived: a request of another amount is not this transfer.
    if (Number(deposit.amount_satang) !== amountSatang) throw businessRule(STATEMENT_MESSAGES.amountMismatch);
    const decided = await decideDeposit(tx, hooks, depositId, { approve: true, annotation: note, operatorId, nowMs });
    if (!decided.ok)
      throw decided.code === 'not_found' ? decisionError(decided) : conflict(STATEMENT_MESSAGES.notOpenRequest);
    outcome = { state: 'matched_manual', memberId: deposit.member_id, depositId, note, decidedBy: operatorId };
  } else {
    const member = await findMember(tx, String(body.memberId));
    if (!member) throw badRequest(STATEMENT_MESSAGES.notOpenRequest);
    if (member.status !== 'active') throw businessRule(STATEMENT_MESSAGES.memberInactive);
    const credited = await creditWithoutRequest(
      tx,
      hooks,
      {
        memberId: member.id,
        amountSatang,
        depositBankAccountId: line.deposit_bank_account_id === null ? null : Number(line.deposit_bank_account_id),
        operatorId,
      },
      nowMs,
    );
    if (!credited.ok) throw businessRule(STATEMENT_MESSAGES.withdrawalWaiting);
    outcome = {
      state: 'matched_manual',
      memberId: member.id,
      depositId: String(credited.deposit.id),
      note,
      decidedBy: operatorId,
    };
  }
  await setLineOutcome(tx, id, outcome);
  return outcome;
}

export async function dismissByOperator(tx: Queryable, id: string, note: string, operatorId: string): Promise<void> {
  const line = await lockWaiting(tx, id);
  await setLineOutcome(tx, line.id, { state: 'dismissed', note, decidedBy: operatorId });
}
