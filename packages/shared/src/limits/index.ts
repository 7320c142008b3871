/** Limits a member sets: deposit limits and breaks (issue 31, decision 0173). */
export * from './model';
export * from './limits';
export * from './texts';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type { AdminMemberLimits, MemberBreak, MemberLimits, PeriodLimit } from './answers';
