import {
  type BonusHistoryRow,
  type BonusStatus,
  type Page,
  type PeriodRange,
  type PromotionHistoryRow,
  type PromotionHistoryType,
  type PromotionIneligibility,
  promotionReasonText,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../db/database';
import { depositBonusSatang } from '../rules';
import { PROMOTION_COLUMNS, type PromotionRecord, toRule } from './promotions';
import { iso } from './shared';

/** A member's promotion history and bonus history. */

interface HistoryRecord {
  key: string;
  type: PromotionHistoryType;
  at: Date | string;
  amount_satang: string;
  status: BonusStatus;
  promotion_id: string;
  title: string;
  reason: PromotionIneligibility | null;
  deposit_id: string | null;
  period_start: Date | string | null;
  period_end: Date | string | null;
  turnover_satang: string;
  /** Set for a deposit not decided yet (or rejected): its amount, and the promotion to compute the bonus. */
  pending: boolean;
  rule: PromotionRecord | null;
  min_deposit_satang: string;
}

/**
 * The member's decided claims and the bonuses of their deposits that are waiting or were rejected
 * (no claim is ever written for those), newest first. `onlyDeposits`: the bonus history.
 */
const HISTORY_SQL = `
  SELECT 'claim-' || c.id AS key, c.type, c.created_at AS at, c.amount_satang::text AS amount_satang, c.status,
         c.promotion_id::text AS promotion_id, p.title, c.reason, c.deposit_id::text AS deposit_id,
         c.period_start, c.period_end, c.turnover_satang::text AS turnover_satang, false AS pending,
         NULL::jsonb AS rule, p.min_deposit_satang::text AS min_deposit_satang, c.id AS sort_id
  FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id
  WHERE c.member_id = $1 AND (NOT $4::boolean OR c.type = 'promotion')
  UNION ALL
  SELECT 'deposit-' || d.id, 'promotion', d.bank_time, d.amount_satang::text, d.status,
         d.promotion_id::text, p.title, NULL, d.id::text, NULL, NULL, '0', true,
         (SELECT to_jsonb(x) FROM (SELECT ${PROMOTION_COLUMNS}) x), p.min_deposit_satang::text, d.id
  FROM deposits d JOIN promotions p ON p.id = d.promotion_id
  WHERE d.member_id = $1 AND d.promotion_id IS NOT NULL AND d.status IN ('waiting_for_approve', 'rejected')`;

function toHistoryRow(r: HistoryRecord): PromotionHistoryRow {
  let amountSatang = Number(r.amount_satang);
  let turnoverSatang = Number(r.turnover_satang);
  if (r.pending && r.rule) {
    // A deposit not decided: the bonus it would get by the promotion as it is now.
    const rule = toRule(r.rule);
    const depositSatang = amountSatang;
    amountSatang = depositBonusSatang(rule, depositSatang);
    turnoverSatang = (depositSatang + amountSatang) * rule.turnoverMultiple;
  }
  const period: PeriodRange | null =
    r.period_start && r.period_end ? { start: iso(r.period_start), end: iso(r.period_end) } : null;
  return {
    id: r.key,
    type: r.type,
    date: iso(r.at),
    amount: satangToBaht(amountSatang),
    status: r.status,
    promotionId: Number(r.promotion_id),
    title: r.title,
    reason: r.reason === null ? null : promotionReasonText(r.reason, satangToBaht(r.min_deposit_satang)),
    depositId: r.deposit_id === null ? null : Number(r.deposit_id),
    period,
    turnover: satangToBaht(turnoverSatang),
  };
}

export async function memberHistory(
  db: Queryable,
  memberId: string,
  q: { page: number; limit: number },
  onlyDeposits: boolean,
): Promise<Page<PromotionHistoryRow>> {
  const { rows } = await db.query<HistoryRecord>(
    `SELECT * FROM (${HISTORY_SQL}) h ORDER BY h.at DESC, h.sort_id DESC LIMIT $2 OFFSET $3`,
    [memberId, q.limit, (q.page - 1) * q.limit, onlyDeposits],
  );
  const total = await db.query<{ total: number }>(
    `SELECT (SELECT count(*) FROM promotion_claims c WHERE c.member_id = $1 AND (NOT $2::boolean OR c.type = 'promotion'))
          + (SELECT count(*) FROM deposits d WHERE d.member_id = $1 AND d.promotion_id IS NOT NULL
               AND d.status IN ('waiting_for_approve', 'rejected')) AS total`,
    [memberId, onlyDeposits],
  );
  return {
    items: rows.map(toHistoryRow),
    page: q.page,
    limit: q.limit,
    total: Number(total.rows[0]?.total ?? 0),
  };
}

export function toBonusHistoryRow(row: PromotionHistoryRow): BonusHistoryRow {
  return {
    id: row.id,
    type: 'promotion',
    date: row.date,
    amount: row.amount,
    status: row.status,
    promotionId: row.promotionId,
    depositId: row.depositId,
    turnover: row.turnover,
  };
}
