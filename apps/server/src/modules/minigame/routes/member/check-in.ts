import { MINIGAME_MESSAGES } from '@member/shared';
import { answers, minigameCheckInSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessRule } from '../../../../lib/app-error';
import { issueCoins } from '../../ledger-moves';
import { holdings } from '../../lots';
import { bangkokToday } from '../../plays';
import { loadSettings } from '../../settings';
import { asMember, memberOf, tags } from './options';

/** The daily check-in: its coins once a Bangkok day. */
export async function checkInRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/member/check-in',
    { ...asMember, schema: { summary: 'Daily check-in', tags, response: answers(minigameCheckInSchema, 422) } },
    async (request) => {
      const memberId = memberOf(request);
      const nowMs = app.clock.now();
      const data = await app.db.transaction(async (tx) => {
        const settings = await loadSettings(tx);
        if (settings.checkInCoins < 1) throw businessRule(MINIGAME_MESSAGES.checkInOff);
        const when = new Date(nowMs).toISOString();
        const given = await issueCoins(tx, {
          memberId,
          coins: settings.checkInCoins,
          type: 'check_in',
          at: when,
          expiryDays: settings.coinExpiryDays,
          checkInDay: bangkokToday(nowMs).day,
        });
        if (!given) throw businessRule(MINIGAME_MESSAGES.alreadyCheckedIn);
        return { coins: settings.checkInCoins, balance: (await holdings(tx, memberId, when)).coin };
      });
      return { data };
    },
  );
}
