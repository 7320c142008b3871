import {
  STATEMENT_MESSAGES,
  statementSourceCreateSchema,
  statementSourceUpdateSchema,
  type StatementSourceWithToken,
} from '@member/shared';
import {
  adminStatementSourceListSchema,
  adminStatementSourceSchema,
  answers,
  createdAnswers,
  idParamsSchema,
  statementSourceWithTokenSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../../db/database';
import { badRequest, notFound } from '../../../../lib/app-error';
import { loadAutoDepositRules } from '../../../money';
import { insertSource, listSources, setSourceActive, setSourceToken } from '../../queries/sources';
import { activeDepositAccounts } from '../../queries/match-facts';
import { newSourceToken, tokenHash } from '../../source-tokens';
import { settings, tags, view } from './options';

/** Statement sources and their health; a new source's token is answered once (audited without it). */
export async function statementSourceOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  const sourceOf = async (tx: Queryable, id: string) => {
    const { silentAfterMinutes } = await loadAutoDepositRules(tx);
    const [source] = await listSources(tx, silentAfterMinutes, app.clock.now(), id);
    if (!source) throw notFound();
    return source;
  };

  api.get(
    '/admin/statement-sources',
    { ...view, schema: { summary: 'Statement sources', tags, response: answers(adminStatementSourceListSchema) } },
    async () => {
      const { silentAfterMinutes } = await loadAutoDepositRules(db);
      return { data: await listSources(db, silentAfterMinutes, app.clock.now()) };
    },
  );

  api.post(
    '/admin/statement-sources',
    {
      ...settings,
      schema: {
        summary: 'Add a statement source',
        tags,
        body: statementSourceCreateSchema,
        response: createdAnswers(statementSourceWithTokenSchema),
      },
    },
    async (request, reply) => {
      const { kind, name, depositBankAccountId } = request.body;
      // A phone or a statement file reports one of the site's accounts; the TrueMoney feed is the wallet's.
      const accountId = kind === 'truemoney' ? null : depositBankAccountId;
      if (kind !== 'truemoney' && accountId === null) throw badRequest(STATEMENT_MESSAGES.accountRequired);
      const token = newSourceToken();
      const created = await app.audited(
        request,
        { action: 'statement_source.create', type: 'statement_source' },
        async (tx) => {
          if (accountId !== null && !(await activeDepositAccounts(tx)).some((account) => account.id === accountId)) {
            throw badRequest(STATEMENT_MESSAGES.accountUnavailable);
          }
          const id = await insertSource(tx, {
            kind,
            name,
            depositBankAccountId: accountId,
            tokenHash: tokenHash(token),
          });
          const after = await sourceOf(tx, id);
          return { before: null, after, answer: after, targetId: id };
        },
      );
      const answer: StatementSourceWithToken = { ...created, token };
      return reply.code(201).send({ data: answer });
    },
  );

  api.patch(
    '/admin/statement-sources/:id',
    {
      ...settings,
      schema: {
        summary: 'Update a statement source',
        tags,
        params: idParamsSchema,
        body: statementSourceUpdateSchema,
        response: answers(adminStatementSourceSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const source = await app.audited(
        request,
        { action: 'statement_source.update', type: 'statement_source', id },
        async (tx) => {
          const before = await sourceOf(tx, id);
          await setSourceActive(tx, id, request.body.isActive);
          const after = await sourceOf(tx, id);
          return { before, after, answer: after };
        },
      );
      return { data: source };
    },
  );

  api.post(
    '/admin/statement-sources/:id/token',
    {
      ...settings,
      schema: {
        summary: "Issue a statement source's token",
        tags,
        params: idParamsSchema,
        response: answers(statementSourceWithTokenSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const token = newSourceToken();
      const source = await app.audited(
        request,
        { action: 'statement_source.token', type: 'statement_source', id },
        async (tx) => {
          if (!(await setSourceToken(tx, id, tokenHash(token)))) throw notFound();
          const after = await sourceOf(tx, id);
          return { before: after, after, answer: after };
        },
      );
      return { data: { ...source, token } };
    },
  );
}
