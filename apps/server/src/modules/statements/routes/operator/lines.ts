import {
  bahtToSatang,
  satangToBaht,
  statementLineDismissSchema,
  statementLineMatchSchema,
  statementLineQuerySchema,
  type StatementLineCandidates,
} from '@member/shared';
import {
  adminStatementLinePageSchema,
  adminStatementLineSchema,
  answers,
  idParamsSchema,
  statementLineCandidatesSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../../db/database';
import { notFound } from '../../../../lib/app-error';
import { loadAutoDepositRules } from '../../../money';
import { normalSenderName, senderFits } from '../../matching';
import { findLine, listLines, toCandidateMember } from '../../queries/lines';
import { membersFittingSender, openRequestsOf, toMemberFacts } from '../../queries/match-facts';
import { dismissByOperator, matchByOperator } from '../../review';
import { decide, operatorId, tags, view } from './options';

/** Statement lines: the list, who could take a waiting one, and the operator's match or dismissal (audited). */
export async function statementLineOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, moneyHooks: hooks } = app;

  api.get(
    '/admin/statement-lines',
    {
      ...view,
      schema: {
        summary: 'Statement lines',
        tags,
        querystring: statementLineQuerySchema,
        response: answers(adminStatementLinePageSchema),
      },
    },
    async (request) => ({ data: await listLines(db, request.query) }),
  );

  api.get(
    '/admin/statement-lines/:id/candidates',
    {
      ...view,
      schema: {
        summary: 'Deposits a statement line may match',
        tags,
        params: idParamsSchema,
        response: answers(statementLineCandidatesSchema),
      },
    },
    async (request) => ({ data: await candidates(db, request.params.id) }),
  );

  const found = async (tx: Queryable, id: string) => {
    const line = await findLine(tx, id);
    if (!line) throw notFound();
    return line;
  };

  api.post(
    '/admin/statement-lines/:id/match',
    {
      ...decide,
      schema: {
        summary: 'Match a statement line to a deposit',
        tags,
        params: idParamsSchema,
        body: statementLineMatchSchema,
        response: answers(adminStatementLineSchema, 409, 422),
      },
    },
    async (request) => {
      const { id } = request.params;
      const line = await app.audited(
        request,
        { action: 'statement_line.match', type: 'statement_line', id },
        async (tx) => {
          const before = await found(tx, id);
          await matchByOperator(tx, hooks, id, request.body, operatorId(request), app.clock.now());
          const after = await found(tx, id);
          return { before, after, answer: after };
        },
      );
      return { data: line };
    },
  );

  api.post(
    '/admin/statement-lines/:id/dismiss',
    {
      ...decide,
      schema: {
        summary: 'Dismiss a statement line',
        tags,
        params: idParamsSchema,
        body: statementLineDismissSchema,
        response: answers(adminStatementLineSchema, 409),
      },
    },
    async (request) => {
      const { id } = request.params;
      const line = await app.audited(
        request,
        { action: 'statement_line.dismiss', type: 'statement_line', id },
        async (tx) => {
          const before = await found(tx, id);
          await dismissByOperator(tx, id, request.body.note, operatorId(request));
          const after = await found(tx, id);
          return { before, after, answer: after };
        },
      );
      return { data: line };
    },
  );
}

/**
 * Open requests of the line's amount within the window, and the members an operator may credit it
 * to: those fitting its sender, and those whose request is of the same whole baht (a member who
 * transferred a round amount instead of the unique one asked).
 */
async function candidates(db: Queryable, id: string): Promise<StatementLineCandidates> {
  const line = await findLine(db, id);
  if (!line) throw notFound();
  if (line.amount === null || line.occurred_at === null) return { requests: [], members: [] };
  const rules = await loadAutoDepositRules(db);
  const amountSatang = bahtToSatang(line.amount);
  const wholeBaht = amountSatang - (amountSatang % 100);
  const sender = {
    ...(line.sender_account ? { accountDigits: line.sender_account } : {}),
    ...(line.sender_name ? { name: line.sender_name } : {}),
  };
  const [requests, senders] = await Promise.all([
    openRequestsOf(db, wholeBaht, new Date(line.occurred_at), rules.windowMinutes, wholeBaht + 99),
    sender.accountDigits || sender.name
      ? membersFittingSender(
          db,
          { accountDigits: sender.accountDigits, normalName: normalSenderName(sender.name) },
          line.source.kind,
        )
      : [],
  ]);
  const exact = requests.filter((request) => Number(request.amount_satang) === amountSatang);
  const members = new Map(
    senders
      .filter((member) => senderFits(toMemberFacts(member), sender, line.source.kind))
      .map((member) => [member.id, member]),
  );
  for (const request of requests) if (!exact.includes(request)) members.set(request.id, request);
  return {
    requests: exact.map((request) => ({
      deposit_id: Number(request.deposit_id),
      amount: satangToBaht(request.amount_satang),
      created_at: new Date(request.created_at).toISOString(),
      member: toCandidateMember(request),
    })),
    members: [...members.values()].map(toCandidateMember),
  };
}
