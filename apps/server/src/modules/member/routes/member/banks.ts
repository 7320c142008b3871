import { answers, bankListSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as members from '../../queries/registration';
import { tags } from './options';

/** The banks a member may register with. */
export async function bankRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/member/bank',
    { schema: { summary: 'Banks a member can register with', tags, response: answers(bankListSchema) } },
    async () => ({
      data: await members.listRegisterableBanks(api.db),
    }),
  );
}
