import type { AdminJob, JobName } from '@member/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** How often the open screen asks again: a minute job's last run moves on about that often. */
const REFRESH_MS = 30_000;

/** `GET /admin/jobs`: each scheduled job with its last run, last success and next due time. */
export function jobsOptions() {
  return queryOptions({
    queryKey: ['jobs'] as const,
    queryFn: ({ signal }) => api.get<AdminJob[]>('/admin/jobs', { signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useJobs() {
  return useQuery(jobsOptions());
}

/** `POST /admin/jobs/:name/run` (`jobs.run`): one run now, outside the schedule; answers the job as it then is. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: JobName) => api.post<AdminJob>(`/admin/jobs/${encodeURIComponent(name)}/run`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsOptions().queryKey }),
  });
}
