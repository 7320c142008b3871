import { SERVER_MESSAGES } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp, uniqueMember } from '../../test/harness';
import { REGISTER_CHECKS_PER_MASK, REGISTER_TAKEN_PER_ADDRESS, REGISTER_TAKEN_PER_PHONE } from './register-limits';

/** Registration answers whether a phone or bank account is registered, but only so often (decision 0013). */
describe.each(DATABASE_KINDS)('registration probing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const register = (client: Client, overrides: Record<string, unknown> = {}) =>
    client.post('/api/member/register', uniqueMember(overrides));
  const registered = async (tel: string) =>
    (await t.db.query('SELECT 1 FROM members WHERE tel = $1', [tel])).rows.length === 1;
  /** Phones that all show as `<prefix>****<suffix>` in the rankings. */
  const masked = (prefix: string, suffix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}${suffix}`);

  it('stops an address that keeps hearing "already registered"; other addresses register as before', async () => {
    const owners = await Promise.all(
      Array.from({ length: REGISTER_TAKEN_PER_ADDRESS.max + 1 }, async () => {
        const member = uniqueMember();
        expect((await new Client(t.app).post('/api/member/register', member)).status).toBe(201);
        return member.tel;
      }),
    );
    const prober = new Client(t.app);
    for (const tel of owners.slice(0, REGISTER_TAKEN_PER_ADDRESS.max)) {
      const answer = await register(prober, { tel });
      expect([answer.status, answer.body.error?.message]).toEqual([409, SERVER_MESSAGES.telTaken]);
    }
    const stopped = await register(prober, { tel: owners.at(-1) });
    expect([stopped.status, stopped.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // Even a new phone: the address learns nothing more, and nothing is made.
    const fresh = uniqueMember();
    expect((await prober.post('/api/member/register', fresh)).status).toBe(429);
    expect(await registered(fresh.tel)).toBe(false);
    expect((await register(new Client(t.app))).status).toBe(201);
  });

  it('answers about one registered phone only a few times, from any number of addresses', async () => {
    const owner = uniqueMember();
    const ownerClient = new Client(t.app);
    expect((await ownerClient.post('/api/member/register', owner)).status).toBe(201);
    for (let i = 0; i < REGISTER_TAKEN_PER_PHONE.max; i++) {
      expect((await register(new Client(t.app), { tel: owner.tel })).status).toBe(409);
    }
    expect((await register(new Client(t.app), { tel: owner.tel })).status).toBe(429);
    // The owner is not locked out of anything they use.
    await ownerClient.login(owner.tel, owner.password);
    expect((await ownerClient.get('/api/member/profile')).status).toBe(200);
  });

  it('lets a masked phone of the rankings be tried only a few times a day, so completing it takes months', async () => {
    const phones = masked('098', '721', REGISTER_CHECKS_PER_MASK.max + 2);
    // A mix of registrations and "already registered" answers, each from its own address.
    for (const [i, tel] of phones.slice(0, REGISTER_CHECKS_PER_MASK.max).entries()) {
      const answer = await register(new Client(t.app), { tel: i % 2 === 0 ? tel : phones[i - 1] });
      expect(answer.status).toBe(i % 2 === 0 ? 201 : 409);
    }
    // Used up: a registered and a new number of that mask get the same 429, so it tells nothing.
    const taken = await register(new Client(t.app), { tel: phones[0] });
    const fresh = await register(new Client(t.app), { tel: phones.at(-1) });
    expect([taken.status, fresh.status]).toEqual([429, 429]);
    expect(fresh.body.error?.message).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(await registered(phones.at(-1) ?? '')).toBe(false);
    // Other masks are not affected.
    expect((await register(new Client(t.app), { tel: masked('098', '722', 1)[0] })).status).toBe(201);
  });
});
