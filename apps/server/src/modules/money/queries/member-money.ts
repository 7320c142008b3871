import { type MoneyStatus, satangToBaht } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { iso } from './shared';

/**
 * A member's money, for the back office's member page and the live chat: totals, recent lines, and the
 * member of a phone number.
 */

export interface MemberMoneySummary {
  /** Approved deposits (not manual credits), baht. */
  deposited: number;
  /** Approved withdrawals (not manual debits), baht. */
  withdrawn: number;
  manual_credit: number;
  manual_debit: number;
  deposits: number;
  deposits_waiting: number;
  withdrawals: number;
  withdrawals_waiting: number;
}

/** Totals and counts of a member's deposits and withdrawals (the `(member_id, id)` indexes). */
export async function memberMoneySummary(db: Queryable, memberId: string): Promise<MemberMoneySummary> {
  const { rows } = await db.query<Record<keyof MemberMoneySummary, string>>(
    `SELECT
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'approved'), 0)::text FROM deposits WHERE member_id = $1) AS deposited,
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'manual'), 0)::text FROM deposits WHERE member_id = $1) AS manual_credit,
       (SELECT count(*)::text FROM deposits WHERE member_id = $1) AS deposits,
       (SELECT count(*)::text FROM deposits WHERE member_id = $1 AND status = 'waiting_for_approve') AS deposits_waiting,
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'approved'), 0)::text FROM withdrawals WHERE member_id = $1) AS withdrawn,
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'manual'), 0)::text FROM withdrawals WHERE member_id = $1) AS manual_debit,
       (SELECT count(*)::text FROM withdrawals WHERE member_id = $1) AS withdrawals,
       (SELECT count(*)::text FROM withdrawals WHERE member_id = $1 AND status = 'waiting_for_approve') AS withdrawals_waiting`,
    [memberId],
  );
  const r = rows[0];
  if (!r) throw new Error('member money summary returned nothing');
  return {
    deposited: satangToBaht(r.deposited),
    withdrawn: satangToBaht(r.withdrawn),
    manual_credit: satangToBaht(r.manual_credit),
    manual_debit: satangToBaht(r.manual_debit),
    deposits: Number(r.deposits),
    deposits_waiting: Number(r.deposits_waiting),
    withdrawals: Number(r.withdrawals),
    withdrawals_waiting: Number(r.withdrawals_waiting),
  };
}

/** A deposit or withdrawal as a line of a member's recent money (baht). */
export interface RecentMoneyLine {
  id: string;
  amount: number;
  status: MoneyStatus;
  createdAt: string;
}

/**
 * A member's latest deposits and withdrawals, newest first, at most `limit` of each (the
 * `(member_id, id)` indexes): the member's context beside the live chat.
 */
export async function recentMemberMoney(
  db: Queryable,
  memberId: string,
  limit: number,
): Promise<{ deposits: RecentMoneyLine[]; withdrawals: RecentMoneyLine[] }> {
  const lines = async (table: 'deposits' | 'withdrawals') => {
    const { rows } = await db.query<{
      id: string;
      amount_satang: string;
      status: MoneyStatus;
      created_at: Date | string;
    }>(
      `SELECT id::text AS id, amount_satang::text AS amount_satang, status, created_at FROM ${table}
       WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
      [memberId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      amount: satangToBaht(row.amount_satang),
      status: row.status,
      createdAt: iso(row.created_at),
    }));
  };
  const [deposits, withdrawals] = await Promise.all([lines('deposits'), lines('withdrawals')]);
  return { deposits, withdrawals };
}

export async function findMemberIdByTel(db: Queryable, tel: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE tel = $1', [tel]);
  return rows[0]?.id ?? null;
}
