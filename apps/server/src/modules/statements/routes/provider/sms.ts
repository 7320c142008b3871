import { smsWebhookSchema, STATEMENT_MESSAGES } from '@member/shared';
import { answers, smsWebhookAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../../../lib/app-error';
import { loadAutoDepositRules } from '../../../money';
import { ingestLine, smsLine } from '../../ingest';
import { findSourceByTokenHash } from '../../queries/sources';
import { bearerToken, tokenHash } from '../../source-tokens';

/**
 * `POST /statements/sms`: a phone's forwarder app posts each bank notification it receives for the
 * account its source is bound to. `Authorization: Bearer <the source's token>`; anything else is a 401
 * and nothing is stored. The answer says what became of the line (a repeat answers the first line).
 */
export async function smsWebhookRoutes(app: FastifyInstance) {
  const { db, moneyHooks: hooks } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/statements/sms',
    {
      schema: {
        summary: 'A bank SMS statement line',
        security: [{ statementSource: [] }],
        tags: ['statements'],
        description:
          "A bank's credit notification, as a forwarder app sends it; `Authorization: Bearer <source token>`.",
        headers: z.object({ authorization: z.string().max(300).optional() }),
        body: smsWebhookSchema,
        response: answers(smsWebhookAnswerSchema, 401, 403),
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      const source = token === null ? null : await findSourceByTokenHash(db, tokenHash(token));
      if (!source) throw unauthorized();
      if (source.kind !== 'bank_sms') throw forbidden(STATEMENT_MESSAGES.sourceKindMismatch);
      const rules = await loadAutoDepositRules(db);
      if (!source.is_active || !rules.sources.bank_sms) throw forbidden(STATEMENT_MESSAGES.sourceOff);
      const { text, receivedAt } = request.body;
      const nowMs = app.clock.now();
      const line = smsLine(text, receivedAt === undefined ? new Date(nowMs) : new Date(receivedAt));
      const ingested = await db.transaction((tx) => ingestLine(tx, hooks, source, line, nowMs));
      return { data: { id: Number(ingested.id), state: ingested.state, duplicate: ingested.duplicate } };
    },
  );
}
