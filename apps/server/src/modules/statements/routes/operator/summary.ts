import { answers, autoDepositSummarySchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAutoDepositRules } from '../../../money';
import { listSources } from '../../queries/sources';
import { todayFigures } from '../../queries/summary';
import { tags, view } from './options';

/** The dashboard's card: today's share of automatic approvals, the review queue, silent sources. */
export async function autoDepositSummaryOperatorRoutes(app: FastifyInstance) {
  const { db } = app;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/admin/auto-deposit/summary',
      { ...view, schema: { summary: 'Automatic deposit figures', tags, response: answers(autoDepositSummarySchema) } },
      async () => {
        const { silentAfterMinutes } = await loadAutoDepositRules(db);
        const [figures, sources] = await Promise.all([
          todayFigures(db),
          listSources(db, silentAfterMinutes, app.clock.now()),
        ]);
        const silent = sources.filter((source) => source.silent);
        return {
          data: {
            ...figures,
            silent_sources: silent.map(({ id, name, last_line_at }) => ({ id, name, last_line_at })),
          },
        };
      },
    );
}
