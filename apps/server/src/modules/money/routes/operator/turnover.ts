import { memberTelParamsSchema, turnoverSettingsSchema } from '@member/shared';
import { adminMemberTurnoverSchema, answers, turnoverSettingsAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMemberTurnover, loadTurnoverRules, saveTurnoverRules, toSettingsAnswer } from '../../turnover';
import { memberIdOf, memberView, tags } from './options';

/** Whoever sets the promotions sets the terms their bonuses carry. */
const promotionsEdit = { config: { access: 'promotions.edit' } } as const;

/** A member's turnover requirements on the member page, and the operator's turnover rules (decision 0174). */
export async function turnoverOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/members/:tel/turnover',
    {
      ...memberView,
      schema: {
        summary: "A member's turnover requirements",
        tags,
        params: memberTelParamsSchema,
        response: answers(adminMemberTurnoverSchema),
      },
    },
    async (request) => ({ data: await adminMemberTurnover(db, await memberIdOf(db, request.params.tel)) }),
  );

  api.get(
    '/admin/turnover/settings',
    { ...promotionsEdit, schema: { summary: 'Turnover rules', tags, response: answers(turnoverSettingsAnswerSchema) } },
    async () => ({ data: toSettingsAnswer(await loadTurnoverRules(db)) }),
  );

  api.put(
    '/admin/turnover/settings',
    {
      ...promotionsEdit,
      schema: {
        summary: 'Save the turnover rules',
        tags,
        body: turnoverSettingsSchema,
        response: answers(turnoverSettingsAnswerSchema),
      },
    },
    async (request) => ({
      data: await app.audited(
        request,
        { action: 'settings.turnover.update', type: 'turnover_settings', id: '1' },
        async (tx) => {
          const before = toSettingsAnswer(await loadTurnoverRules(tx));
          const after = await saveTurnoverRules(tx, request.body);
          return { before, after, answer: after };
        },
      ),
    }),
  );
}
