import { jobParamsSchema } from '@member/shared';
import { adminJobListSchema, adminJobSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { recordAudit } from '../../../../plugins/audit';
import { requireAuth } from '../../../../plugins/auth';
import { jobList } from '../../../../plugins/jobs';

/** The scheduled jobs (decision 0151): each one's interval, last run, result, last success and next due time. */
export async function jobRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/jobs',
    {
      config: { access: 'jobs.view' },
      schema: { summary: 'Scheduled jobs', tags: ['operator'], response: answers(adminJobListSchema) },
    },
    async () => ({ data: await jobList(api) }),
  );

  // "รันเดี๋ยวนี้": one attempt here, now, outside the queue (the jobs are safe to run twice), recorded like
  // any other and audited with its outcome. A job this process does not register (its service runs
  // elsewhere) is not found.
  api.post(
    '/admin/jobs/:name/run',
    {
      config: { access: 'jobs.run' },
      schema: {
        summary: 'Run a job now',
        tags: ['operator'],
        params: jobParamsSchema,
        response: answers(adminJobSchema),
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!api.jobs.definitions().some((job) => job.name === name)) throw notFound();
      const outcome = await api.jobs.runNow(name);
      const job = (await jobList(api)).find((each) => each.name === name);
      if (!job) throw notFound();
      await recordAudit(api.db, {
        operatorId: requireAuth(request).subjectId,
        action: 'job.run',
        targetType: 'job',
        targetId: name,
        before: null,
        after: { outcome, error: outcome === 'failed' ? (job.last_run?.error ?? null) : null },
      });
      return { data: job };
    },
  );
}
