import { LIMIT_TEXTS } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { memberClient } from '../money/test-support';
import { currentCredit, grantCoins, playGame, useMinigameSuite } from './test-support';

/** A member on a break (decision 0173) plays no mini-game: the coins stay, the nonce is not spent. */
describe.each(DATABASE_KINDS)('mini-games during a break on %s', (kind) => {
  const t = useMinigameSuite(kind);

  it('refuses a play with the break message and spends nothing', async () => {
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 3);
    const before = await currentCredit(member);
    const started = await member.post<{ ends_at: string }>('/api/member/break', { kind: '7d' });
    expect(started.status).toBe(200);
    const message = LIMIT_TEXTS.onBreak(started.body.data?.ends_at ?? null);
    for (const slug of ['wheel', 'card', 'box']) {
      expect(await playGame(member, slug)).toMatchObject({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message } },
      });
    }
    expect(await currentCredit(member)).toEqual(before);
  });
});
