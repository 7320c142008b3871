import { minigameHistoryQuerySchema } from '@member/shared';
import {
  answers,
  minigameCoinHistorySchema,
  minigameCreditHistorySchema,
  minigamePlayHistorySchema,
  minigameRewardHistorySchema,
  minigameWithdrawHistorySchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import * as reads from '../../member-reads';
import { asMember, memberOf, tags } from './options';

/** A history: the member's own rows, newest first, `?limit` (default 50, at most 100). */
const history = <S extends z.ZodType>(summary: string, schema: S) =>
  ({
    ...asMember,
    schema: { summary, tags, querystring: minigameHistoryQuerySchema, response: answers(schema) },
  }) as const;

/** The member's histories: coins, rewards, credit, withdrawals and plays. */
export async function historyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get('/member/coin-history', history('Coin history', minigameCoinHistorySchema), async (request) => ({
    data: await reads.coinHistory(db, memberOf(request), request.query.limit),
  }));
  api.get('/member/reward-history', history('Prize history', minigameRewardHistorySchema), async (request) => ({
    data: await reads.rewardHistory(db, memberOf(request), request.query.limit),
  }));
  api.get('/member/credit-history', history('Credit history', minigameCreditHistorySchema), async (request) => ({
    data: await reads.creditHistory(db, memberOf(request), request.query.limit),
  }));
  api.get(
    '/member/withdraw-history',
    history('Mini-game withdrawal history', minigameWithdrawHistorySchema),
    async (request) => ({
      data: await reads.withdrawHistory(db, memberOf(request), request.query.limit),
    }),
  );
  api.get('/member/play-history', history('Play history', minigamePlayHistorySchema), async (request) => ({
    data: await reads.playHistory(db, memberOf(request), request.query.limit),
  }));
}
