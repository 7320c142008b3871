import { api } from '@/shared/api/client';

let activityReported = false;

/** POST /member/insert-active once per page load; the activity report's failure is silent (SPEC.md §8). */
export function reportActivityOnce(path: string): void {
  if (activityReported) return;
  activityReported = true;
  api.post('/member/insert-active', { path }).catch(() => undefined);
}
