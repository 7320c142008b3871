import {
  AFFILIATE_LIMITS,
  type AffiliateByDateRow,
  type AffiliateByRegisterDateRow,
  type AffiliateByUsernameRow,
  type AffiliateData,
  type AffiliateIncome,
  type AffiliateRanking,
  type AffiliateRankingPeriod,
  type AffiliateRangeQuery,
  type AffiliateWithdrawalRow,
  basisPointsToPercent,
  bangkokDayOf,
  bangkokRangeBounds,
  maskPhone,
  type Page,
  satangToBaht,
} from '@member/shared';
import { bangkokDaySql } from '../../db/bangkok-sql';
import type { Queryable } from '../../db/database';
import { ownerBalanceSql } from '../money';
import { ensureAffiliateMember, findAffiliate } from './queries/members';
import { loadSettings } from './queries/settings';
import { iso } from './queries/shared';
import type { WithdrawalRecord } from './queries/withdrawals';
import { rankingWindow } from './rules';
import { toWithdrawalRow } from './withdrawals';

/**
 * What a member reads of the programme (docs/api-affiliate.md). A commission belongs to the Bangkok
 * day in which its period ends, less one instant (a period ending at midnight is the day before's),
 * so a range of days `[startDate, endDate]` is the commissions whose period ends in
 * `(start of startDate, end of endDate]`. A member with no row yet reads zeros.
 */

/** SQL of the balance of the member's affiliate income account (0 without one): one unique-index look-up. */
export const incomeBalanceSql = (memberIdSql: string) => ownerBalanceSql('affiliate_income', memberIdSql);

/** The ends of the periods a range of days covers: `period_end > after AND period_end <= until`. */
function periodEnds(range: AffiliateRangeQuery): { after: string; until: string } {
  const bounds = bangkokRangeBounds({ from: range.startDate, to: range.endDate });
  return { after: bounds.fromIso as string, until: bounds.toIso as string };
}

export async function affiliateData(db: Queryable, memberId: string): Promise<AffiliateData> {
  let affiliate = await findAffiliate(db, memberId);
  if (!affiliate) {
    await ensureAffiliateMember(db, memberId);
    affiliate = await findAffiliate(db, memberId);
  }
  if (!affiliate) throw new Error(`affiliate row of member ${memberId} missing`);
  const settings = await loadSettings(db);
  return {
    affRate: basisPointsToPercent(settings.affRateBp),
    secondLevelRate: basisPointsToPercent(settings.secondLevelRateBp),
    minWithdraw: satangToBaht(settings.minWithdrawSatang),
    basis: settings.basis,
    code: affiliate.code,
    link: `/register?prefix=${affiliate.code}`,
  };
}

export async function incomeData(db: Queryable, memberId: string): Promise<AffiliateIncome> {
  const { rows } = await db.query<{
    total: string;
    downlines: number;
    depositors: number;
    available: string;
    pending: string;
  }>(
    `SELECT (SELECT COALESCE(sum(amount_satang), 0) FROM affiliate_commissions WHERE affiliate_id = $1)::text AS total,
            (SELECT count(*)::int FROM affiliate_members WHERE upline_id = $1) AS downlines,
            (SELECT count(*)::int FROM affiliate_members d WHERE d.upline_id = $1
               AND EXISTS (SELECT 1 FROM deposits x WHERE x.member_id = d.member_id AND x.status = 'approved'))
              AS depositors,
            ${incomeBalanceSql('$1::bigint')}::text AS available,
            (SELECT COALESCE(sum(amount_satang), 0) FROM affiliate_withdrawals
             WHERE member_id = $1 AND status = 'pending')::text AS pending`,
    [memberId],
  );
  const r = rows[0];
  return {
    totalAff: satangToBaht(r?.total ?? 0),
    totalDownlineMember: r?.downlines ?? 0,
    availableAff: satangToBaht(r?.available ?? 0),
    totalDepositMember: r?.depositors ?? 0,
    pendingAff: satangToBaht(r?.pending ?? 0),
  };
}

export async function withdrawalHistory(
  db: Queryable,
  memberId: string,
  page: { page: number; limit: number },
): Promise<Page<AffiliateWithdrawalRow>> {
  const [list, total] = await Promise.all([
    db.query<WithdrawalRecord>(
      `SELECT w.id::text AS id, w.member_id::text AS member_id, w.amount_satang::text AS amount_satang, w.status,
              w.requested_at, w.decided_at, NULL AS decided_by, w.note
       FROM affiliate_withdrawals w WHERE w.member_id = $1
       ORDER BY w.requested_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
      [memberId, page.limit, (page.page - 1) * page.limit],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM affiliate_withdrawals WHERE member_id = $1', [
      memberId,
    ]),
  ]);
  return {
    items: list.rows.map(toWithdrawalRow),
    page: page.page,
    limit: page.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

/** Commission credited per day of the range, oldest first (days without one are left out). */
export async function byDate(
  db: Queryable,
  memberId: string,
  range: AffiliateRangeQuery,
): Promise<AffiliateByDateRow[]> {
  const { after, until } = periodEnds(range);
  const day = bangkokDaySql(`c.period_end - interval '1 microsecond'`);
  const { rows } = await db.query<{ date: string; aff: string }>(
    `SELECT ${day} AS date, sum(c.amount_satang)::text AS aff
     FROM affiliate_commissions c
     WHERE c.affiliate_id = $1 AND c.period_end > $2 AND c.period_end <= $3 AND c.amount_satang > 0
     GROUP BY 1 ORDER BY 1`,
    [memberId, after, until],
  );
  return rows.map((r) => ({ date: r.date, aff: satangToBaht(r.aff) }));
}

/** Both levels of the member's downline: `downlines(member_id, level)`, as SQL on `$1`. */
const DOWNLINES_SQL = `downlines AS (
  SELECT d.member_id, 1 AS level FROM affiliate_members d WHERE d.upline_id = $1
  UNION ALL
  SELECT d2.member_id, 2 FROM affiliate_members d1 JOIN affiliate_members d2 ON d2.upline_id = d1.member_id
  WHERE d1.upline_id = $1)`;

/**
 * Each downline's shares in the member's commissions of a window, as SQL on `$1` (the member), `$2`
 * and `$3` (bounds, either may be null) over `column` (`period_end` or `created_at`).
 */
const contributionsSql = (column: 'period_end' | 'created_at') => `contributions AS (
  SELECT l.downline_id, sum(l.share_satang) AS aff
  FROM affiliate_commissions c JOIN affiliate_commission_lines l ON l.commission_id = c.id
  WHERE c.affiliate_id = $1 AND ($2::timestamptz IS NULL OR c.${column} > $2) AND ($3::timestamptz IS NULL OR c.${column} <= $3)
  GROUP BY l.downline_id)`;

/** Downlines registered in the range, per day of registration, with their contribution in the range. */
export async function byRegisterDate(
  db: Queryable,
  memberId: string,
  range: AffiliateRangeQuery,
): Promise<AffiliateByRegisterDateRow[]> {
  const { after, until } = periodEnds(range);
  const { rows } = await db.query<{ date: string; members: number; aff: string }>(
    `WITH ${DOWNLINES_SQL}, ${contributionsSql('period_end')}
     SELECT ${bangkokDaySql('m.created_at')} AS date, count(*)::int AS members, COALESCE(sum(c.aff), 0)::text AS aff
     FROM downlines dl JOIN members m ON m.id = dl.member_id LEFT JOIN contributions c ON c.downline_id = dl.member_id
     WHERE m.created_at >= $2 AND m.created_at < $3
     GROUP BY 1 ORDER BY 1`,
    [memberId, after, until],
  );
  return rows.map((r) => ({ date: r.date, members: r.members, aff: satangToBaht(r.aff) }));
}

async function byUsername(
  db: Queryable,
  memberId: string,
  window: { column: 'period_end' | 'created_at'; after: string | null; until: string | null },
): Promise<AffiliateByUsernameRow[]> {
  const { rows } = await db.query<{ tel: string; created_at: Date | string; level: number; aff: string }>(
    `WITH ${DOWNLINES_SQL}, ${contributionsSql(window.column)}
     SELECT m.tel, m.created_at, dl.level, COALESCE(c.aff, 0)::text AS aff
     FROM downlines dl JOIN members m ON m.id = dl.member_id LEFT JOIN contributions c ON c.downline_id = dl.member_id
     ORDER BY COALESCE(c.aff, 0) DESC, dl.level, m.created_at, m.id
     LIMIT ${AFFILIATE_LIMITS.maxDownlineRows}`,
    [memberId, window.after, window.until],
  );
  return rows.map((r) => ({
    username: maskPhone(r.tel),
    registerDate: bangkokDayOf(new Date(r.created_at).getTime()),
    aff: satangToBaht(r.aff),
    level: r.level,
  }));
}

/** Every downline of both levels, with its contribution to commissions of periods in the range. */
export function byUsernameInRange(db: Queryable, memberId: string, range: AffiliateRangeQuery) {
  const { after, until } = periodEnds(range);
  return byUsername(db, memberId, { column: 'period_end', after, until });
}

/** When the member last asked to withdraw income (null: never). */
async function lastWithdrawalAt(db: Queryable, memberId: string): Promise<string | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    'SELECT max(requested_at) AS at FROM affiliate_withdrawals WHERE member_id = $1',
    [memberId],
  );
  const at = rows[0]?.at ?? null;
  return at === null ? null : iso(at);
}

/** The same, over the commissions credited since the member's latest withdrawal request (all time without one). */
export async function byUsernameSinceWithdrawal(db: Queryable, memberId: string) {
  return byUsername(db, memberId, { column: 'created_at', after: await lastWithdrawalAt(db, memberId), until: null });
}

/**
 * Affiliates by commission credited in the period: this Bangkok week, the week before, or each one's
 * own since their latest withdrawal request (`flush`). Top `rankingSize`, phones masked, ties share a
 * rank; the member's own rank (null when they earned nothing in it).
 */
export async function ranking(
  db: Queryable,
  memberId: string,
  period: AffiliateRankingPeriod,
  nowMs: number,
): Promise<AffiliateRanking> {
  const window = period === 'flush' ? null : rankingWindow(period, nowMs);
  const totals =
    window === null
      ? `SELECT c.affiliate_id, sum(c.amount_satang) AS aff FROM affiliate_commissions c
         LEFT JOIN (SELECT member_id, max(requested_at) AS last FROM affiliate_withdrawals GROUP BY member_id) w
           ON w.member_id = c.affiliate_id
         WHERE c.amount_satang > 0 AND (w.last IS NULL OR c.created_at > w.last) GROUP BY c.affiliate_id`
      : `SELECT c.affiliate_id, sum(c.amount_satang) AS aff FROM affiliate_commissions c
         WHERE c.amount_satang > 0 AND c.period_end > $3 AND c.period_end <= $4 GROUP BY c.affiliate_id`;
  const params: unknown[] = [memberId, AFFILIATE_LIMITS.rankingSize];
  if (window) params.push(new Date(window.startMs).toISOString(), new Date(window.endMs).toISOString());
  const { rows } = await db.query<{ rank: number; tel: string; aff: string; mine: boolean; listed: boolean }>(
    `WITH totals AS (${totals}),
     ranked AS (
       SELECT affiliate_id, aff, rank() OVER (ORDER BY aff DESC)::int AS rank,
              row_number() OVER (ORDER BY aff DESC, affiliate_id) AS position
       FROM totals)
     SELECT r.rank, m.tel, r.aff::text AS aff, r.affiliate_id = $1 AS mine, r.position <= $2 AS listed
     FROM ranked r JOIN members m ON m.id = r.affiliate_id
     WHERE r.position <= $2 OR r.affiliate_id = $1
     ORDER BY r.position`,
    params,
  );
  const me = rows.find((r) => r.mine);
  return {
    period,
    start: window === null ? null : new Date(window.startMs).toISOString(),
    end: new Date(window === null ? nowMs : window.endMs).toISOString(),
    rows: rows
      .filter((r) => r.listed)
      .map((r) => ({ rank: r.rank, username: maskPhone(r.tel), aff: satangToBaht(r.aff) })),
    me: { rank: me?.rank ?? null, aff: satangToBaht(me?.aff ?? 0) },
  };
}
