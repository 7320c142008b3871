import type { MemberCredit } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export function useCredit() {
  return useQuery({
    queryKey: ['credit'],
    queryFn: () => api.get<MemberCredit>('/credit'),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

let activityReported = false;

/** POST /member/insert-active once per page load; the activity report's failure is silent (SPEC.md §8). */
export function reportActivityOnce(path: string): void {
  if (activityReported) return;
  activityReported = true;
  api.post('/member/insert-active', { path }).catch(() => undefined);
}
