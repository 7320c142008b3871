import {
  type AdminMemberLimits,
  BREAK_DURATION_MS,
  type BreakKind,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  LIMIT_TEXTS,
  type MemberBreak,
  type MemberLimits,
  type MemberLimitsUpdate,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../db/database';
import { businessRule } from '../../../lib/app-error';
import { amountToSatang, lockAccount, memberWallet } from '../ledger';
import { iso } from '../queries/shared';
import { periodBounds } from './periods';
import * as q from './queries';

/**
 * Limits a member sets (issue 31, decision 0173). Everything that changes them, and every check of
 * them, runs under the member's wallet lock: a deposit request and a change of the limits, or a break
 * starting, serialise, so two requests at once cannot both pass the edge.
 */

/** The limit in force at `nowMs` of each row (a due pending change is applied when read). */
function toPeriodLimit(row: q.LimitRecord | undefined) {
  return {
    limitSatang: row?.limit_satang == null ? null : Number(row.limit_satang),
    pending:
      row?.pending_effective_at == null
        ? null
        : {
            limitSatang: row.pending_satang == null ? null : Number(row.pending_satang),
            effectiveMs: new Date(row.pending_effective_at).getTime(),
          },
  };
}

function toBreak(row: q.BreakRecord): MemberBreak {
  return {
    id: Number(row.id),
    kind: row.kind,
    started_at: iso(row.started_at),
    ends_at: row.ends_at == null ? null : iso(row.ends_at),
    ended_at: row.ended_at == null ? null : iso(row.ended_at),
  };
}

/** The break in force, or null: what every refused action reads (`assertNotOnBreak`). */
export async function activeBreak(db: Queryable, memberId: string, nowMs: number): Promise<MemberBreak | null> {
  const row = await q.findActiveBreak(db, memberId, nowMs);
  return row ? toBreak(row) : null;
}

/** The Thai refusal of an action during a break. */
export const onBreakMessage = (active: MemberBreak) => LIMIT_TEXTS.onBreak(active.ends_at);

/**
 * Refuses (422, the one Thai message stating until when) a deposit, a play, a claim or a mini-game play
 * while the member is on a break. A caller that answers in its own error form uses `activeBreak`.
 */
export async function assertNotOnBreak(tx: Queryable, memberId: string, nowMs: number): Promise<void> {
  const active = await activeBreak(tx, memberId, nowMs);
  if (active) throw businessRule(onBreakMessage(active));
}

/** The member's limits, their pending changes, the usage of each current period and the break. */
export async function memberLimits(db: Queryable, memberId: string, nowMs: number): Promise<MemberLimits> {
  const rows = await q.applyDueAndReadLimits(db, memberId, nowMs);
  const limits = await Promise.all(
    LIMIT_PERIODS.map(async (period) => {
      const { limitSatang, pending } = toPeriodLimit(rows.find((row) => row.period === period));
      const { startMs, endMs } = periodBounds(period, nowMs);
      const used = await q.depositedSince(db, memberId, startMs);
      return {
        period,
        limit: limitSatang === null ? null : satangToBaht(limitSatang),
        pending:
          pending === null
            ? null
            : {
                limit: pending.limitSatang === null ? null : satangToBaht(pending.limitSatang),
                effective_at: new Date(pending.effectiveMs).toISOString(),
              },
        used: satangToBaht(used),
        left: limitSatang === null ? null : satangToBaht(Math.max(0, limitSatang - used)),
        period_start: new Date(startMs).toISOString(),
        period_end: new Date(endMs).toISOString(),
      };
    }),
  );
  return { limits, break: await activeBreak(db, memberId, nowMs) };
}

/** The member page's section: `memberLimits` and the break history. */
export async function adminMemberLimits(db: Queryable, memberId: string, nowMs: number): Promise<AdminMemberLimits> {
  const [view, history] = await Promise.all([memberLimits(db, memberId, nowMs), q.listBreaks(db, memberId)]);
  return {
    ...view,
    breaks: history.map((row) => ({ ...toBreak(row), ended_by: row.ended_by, end_reason: row.end_reason })),
  };
}

/**
 * The member changes their limits: lowering (or setting where none) at once, dropping a pending raise;
 * raising or removing from `nowMs` + 24 h (a pending value the member may cancel); the same value as in
 * force drops a pending change.
 */
export async function updateLimits(
  tx: Queryable,
  memberId: string,
  update: MemberLimitsUpdate,
  nowMs: number,
): Promise<MemberLimits> {
  await lockAccount(tx, memberWallet(memberId));
  const rows = await q.applyDueAndReadLimits(tx, memberId, nowMs);
  for (const period of LIMIT_PERIODS) {
    const wanted = update[period];
    const cancel = update.cancel_pending?.includes(period) ?? false;
    if (wanted === undefined && !cancel) continue;
    const current = toPeriodLimit(rows.find((row) => row.period === period));
    let next = {
      limitSatang: current.limitSatang,
      pendingSatang: current.pending?.limitSatang ?? null,
      pendingEffectiveMs: current.pending?.effectiveMs ?? null,
    };
    if (cancel) next = { ...next, pendingSatang: null, pendingEffectiveMs: null };
    if (wanted !== undefined) {
      const wantedSatang = wanted === null ? null : amountToSatang(wanted);
      const lowers = wantedSatang !== null && (current.limitSatang === null || wantedSatang < current.limitSatang);
      if (current.pending && !cancel && wantedSatang === current.pending.limitSatang) {
        // The same raise asked again keeps its time: asking twice does not push it back.
      } else if (wantedSatang === current.limitSatang) {
        next = { ...next, pendingSatang: null, pendingEffectiveMs: null };
      } else if (lowers) {
        next = { limitSatang: wantedSatang, pendingSatang: null, pendingEffectiveMs: null };
      } else {
        next = { ...next, pendingSatang: wantedSatang, pendingEffectiveMs: nowMs + LIMIT_RAISE_DELAY_MS };
      }
    }
    await q.writeLimit(tx, memberId, period, next);
  }
  return memberLimits(tx, memberId, nowMs);
}

const periodStarts = (nowMs: number) => ({
  day: periodBounds('day', nowMs).startMs,
  week: periodBounds('week', nowMs).startMs,
  month: periodBounds('month', nowMs).startMs,
});

/**
 * The deposit checks' facts as SQL of one JSON value (`member` the SQL of the member's id, the times
 * pushed on `params`), for the deposit paths' statements to carry beside their own work (under the
 * wallet lock); `toDepositCheckFacts` reads it.
 */
export const depositCheckFactsSql = (member: string, nowMs: number, params: unknown[]) =>
  q.depositCheckFactsSql(member, nowMs, periodStarts(nowMs), params);

/**
 * Judges a deposit request of `amountSatang` by its facts: on a break, the break's refusal; over any
 * limit, 422 naming the first such limit (day, week, month) and what is left. Pure.
 */
export function judgeDeposit(facts: q.DepositCheckFacts, amountSatang: number): void {
  if (facts.break_kind !== null) {
    throw businessRule(LIMIT_TEXTS.onBreak(facts.break_ends_at == null ? null : iso(facts.break_ends_at)));
  }
  for (const period of LIMIT_PERIODS) {
    const fact = facts.limits.find((row) => row.period === period);
    if (fact?.limit_satang == null) continue;
    const limitSatang = Number(fact.limit_satang);
    const used = Number(fact.used_satang);
    if (used + amountSatang > limitSatang) {
      throw businessRule(LIMIT_TEXTS.overLimit(period, satangToBaht(Math.max(0, limitSatang - used))));
    }
  }
}

/**
 * The member starts a break. During one, only a longer one may start (an indefinite one is the
 * longest): shortening is refused 422.
 */
export async function startBreak(
  tx: Queryable,
  memberId: string,
  kind: BreakKind,
  nowMs: number,
): Promise<MemberBreak> {
  await lockAccount(tx, memberWallet(memberId));
  const current = await activeBreak(tx, memberId, nowMs);
  const endsMs = kind === 'indefinite' ? null : nowMs + BREAK_DURATION_MS[kind];
  if (current) {
    const currentEnd = current.ends_at === null ? Number.POSITIVE_INFINITY : new Date(current.ends_at).getTime();
    const newEnd = endsMs ?? Number.POSITIVE_INFINITY;
    if (newEnd <= currentEnd) {
      throw businessRule(LIMIT_TEXTS.cannotShorten);
    }
  }
  return toBreak(await q.insertBreak(tx, memberId, kind, nowMs, endsMs));
}

export type EndBreakResult = { ok: true; before: MemberBreak } | { ok: false; code: 'no_break' | 'timed_break' };

/** An operator ends the member's indefinite break (the caller audits it); a timed one cannot end early. */
export async function endIndefiniteBreak(
  tx: Queryable,
  memberId: string,
  operatorId: string,
  reason: string,
  nowMs: number,
): Promise<EndBreakResult> {
  await lockAccount(tx, memberWallet(memberId));
  const current = await activeBreak(tx, memberId, nowMs);
  if (!current) return { ok: false, code: 'no_break' };
  if (current.kind !== 'indefinite') return { ok: false, code: 'timed_break' };
  await q.endIndefiniteBreaks(tx, memberId, operatorId, reason, nowMs);
  return { ok: true, before: current };
}
