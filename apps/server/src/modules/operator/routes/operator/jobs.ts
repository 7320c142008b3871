import { adminJobListSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobList } from '../../../../plugins/jobs';

/** The scheduled jobs (decision 0151): each one's interval, last run, result, last success and next due time. */
export async function jobRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/jobs',
    {
      config: { access: 'jobs.view' },
      schema: { tags: ['operator'], response: answers(adminJobListSchema) },
    },
    async () => ({ data: await jobList(api) }),
  );
}
