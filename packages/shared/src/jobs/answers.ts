import { z } from 'zod';
import { isoTimeSchema } from '../common/answers';
import { JOB_NAMES, JOB_OUTCOMES } from './jobs';

const jobRunSchema = z.object({
  started_at: isoTimeSchema,
  finished_at: isoTimeSchema,
  outcome: z.enum(JOB_OUTCOMES),
  /** The error's text when it failed. */
  error: z.string().nullable(),
  /** 1 for a due time's first try, then 2, 3... for its retries. */
  attempt: z.number().int(),
});

export const adminJobSchema = z.object({
  name: z.enum(JOB_NAMES),
  label: z.string(),
  every_seconds: z.number().int(),
  /** The newest run, or null before the first one. */
  last_run: jobRunSchema.nullable(),
  last_success_at: isoTimeSchema.nullable(),
  /** The next due time: the start of the next interval (the queue takes each interval once). */
  next_run_at: isoTimeSchema,
});
/** A row of `GET /admin/jobs`: a scheduled job, its interval, its last run and its next due time. */
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListSchema = z.array(adminJobSchema);
