import { historyQuerySchema, memberTelParamsSchema, minigameGrantSchema } from '@member/shared';
import {
  adminCoinEntryPageSchema,
  adminCreditLotPageSchema,
  adminGrantAnswerSchema,
  adminMinigameMemberSchema,
  adminPlayPageSchema,
  answers,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { recordAudit } from '../../../../plugins/audit';
import { findMemberIdByTel } from '../../../money';
import { issueCoins } from '../../ledger-moves';
import { holdings } from '../../lots';
import { memberCoinEntries, memberCreditLots, memberDetail, memberPlays } from '../../operator-reads';
import { loadSettings } from '../../settings';
import { isoNow, manage, operatorOf, tags, view } from './options';

/** A member seen by the operator, by phone number: coins, credit, plays, and a grant of coins. */
export async function memberOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  async function memberIdOf(tel: string): Promise<string> {
    const id = await findMemberIdByTel(db, tel);
    if (!id) throw notFound();
    return id;
  }

  api.get(
    '/operator/members/:tel',
    {
      ...view,
      schema: {
        summary: "A member's mini-game account",
        tags,
        params: memberTelParamsSchema,
        response: answers(adminMinigameMemberSchema),
      },
    },
    async (request) => {
      const detail = await memberDetail(db, request.params.tel, app.clock.now());
      if (!detail) throw notFound();
      const { id: _id, ...member } = detail;
      return { data: member };
    },
  );

  api.post(
    '/operator/members/:tel/coins',
    {
      ...manage,
      schema: {
        summary: "Give or take a member's coins",
        tags,
        params: memberTelParamsSchema,
        body: minigameGrantSchema,
        response: answers(adminGrantAnswerSchema),
      },
    },
    async (request, reply) => {
      const memberId = await memberIdOf(request.params.tel);
      const { coins, reason } = request.body;
      return app.idempotent(request, reply, async (tx) => {
        const when = isoNow(app);
        const settings = await loadSettings(tx);
        const before = (await holdings(tx, memberId, when)).coin;
        await issueCoins(tx, {
          memberId,
          coins,
          type: 'grant',
          at: when,
          expiryDays: settings.coinExpiryDays,
          operatorId: operatorOf(request),
          reason,
        });
        const after = (await holdings(tx, memberId, when)).coin;
        await recordAudit(tx, {
          operatorId: operatorOf(request),
          action: 'minigame.coins_grant',
          targetType: 'member',
          targetId: memberId,
          before: { coins: before },
          after: { coins: after, granted: coins, reason },
        });
        return { status: 200, body: { data: { coins: after } } };
      });
    },
  );

  const memberPage = { tags, params: memberTelParamsSchema, querystring: historyQuerySchema };

  api.get(
    '/operator/members/:tel/coins',
    {
      ...view,
      schema: { summary: "A member's coin history", ...memberPage, response: answers(adminCoinEntryPageSchema) },
    },
    async (request) => ({ data: await memberCoinEntries(db, await memberIdOf(request.params.tel), request.query) }),
  );

  api.get(
    '/operator/members/:tel/credit-lots',
    {
      ...view,
      schema: { summary: "A member's credit lots", ...memberPage, response: answers(adminCreditLotPageSchema) },
    },
    async (request) => ({ data: await memberCreditLots(db, await memberIdOf(request.params.tel), request.query) }),
  );

  api.get(
    '/operator/members/:tel/plays',
    { ...view, schema: { summary: "A member's plays", ...memberPage, response: answers(adminPlayPageSchema) } },
    async (request) => ({ data: await memberPlays(db, await memberIdOf(request.params.tel), request.query) }),
  );
}
