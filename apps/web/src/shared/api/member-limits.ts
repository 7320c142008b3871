import type { MemberBreak, MemberLimits } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** The query key of `GET /member/limits` (the profile's limits page and every page a break closes). */
export const memberLimitsKey = ['member', 'limits'] as const;

/** `GET /member/limits`: the member's deposit limits, their usage and the break in force (decision 0173). */
export function useMemberLimits() {
  return useQuery({ queryKey: memberLimitsKey, queryFn: () => api.get<MemberLimits>('/member/limits') });
}

/** The break in force, or null (also while loading: the server refuses anyway). */
export function useMemberBreak(): MemberBreak | null {
  return useMemberLimits().data?.break ?? null;
}
