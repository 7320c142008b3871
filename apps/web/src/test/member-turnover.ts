import type { MemberTurnover, TurnoverRequirement } from '@member/shared';

/** One open requirement of a deposit bonus; a test overrides what it is about. */
export function turnoverRequirement(overrides: Partial<TurnoverRequirement> = {}): TurnoverRequirement {
  return {
    id: 1,
    source: 'deposit_bonus',
    title: 'ฝากแรกรับ 20%',
    bonus: 100,
    required: 1000,
    played: 250,
    left: 750,
    status: 'open',
    opened_at: '2026-01-02T03:04:05.000Z',
    closed_at: null,
    forfeited: null,
    ...overrides,
  };
}

/** `GET /member/turnover` with `open` (one requirement by default), its sums computed from them. */
export function memberTurnover(
  open: TurnoverRequirement[] = [turnoverRequirement()],
  overrides: Partial<MemberTurnover> = {},
): MemberTurnover {
  const sum = (pick: (requirement: TurnoverRequirement) => number) =>
    open.reduce((total, requirement) => total + pick(requirement), 0);
  return {
    open,
    required: sum((requirement) => requirement.required),
    played: sum((requirement) => requirement.played),
    left: sum((requirement) => requirement.left),
    forfeit_rule: 'bonus',
    forfeit_amount: sum((requirement) => requirement.bonus),
    played_away: 0,
    ...overrides,
  };
}
