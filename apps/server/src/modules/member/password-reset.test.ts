import {
  ACCOUNT_MESSAGES,
  type MemberProfile,
  type OperatorLoginResult,
  type Page,
  RESET_CODE_TTL_MINUTES,
  RESET_ATTEMPTS_PER_CODE,
  RESET_REQUEST_ID_PATTERN,
  RESET_REQUESTS_PER_IP,
  RESET_REQUESTS_PER_PHONE_ADDRESS,
  RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY,
  RESET_SMS_PER_PHONE,
  RESET_WRONG_CODES_PER_PHONE_ADDRESS,
  RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY,
  SERVER_MESSAGES,
  type SmsOutboxRow,
  VALIDATION,
} from '@member/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../db/database';
import { DEMO_MEMBER } from '../../seed';
import { hashRequestId, newRequestId, sendWaitingCodes } from './reset-issue';
import {
  Client,
  DATABASE_KINDS,
  startTestApp,
  TEST_OPERATOR_PASSWORD,
  type TestApp,
  uniqueMember,
} from '../../test/harness';

const neutral = {
  requested: true,
  message: ACCOUNT_MESSAGES.resetRequested,
  expires_in_minutes: RESET_CODE_TTL_MINUTES,
};
const invalidCode = { code: 'BUSINESS_RULE', message: ACCOUNT_MESSAGES.resetCodeInvalid };

describe.each(DATABASE_KINDS)('forgot password and profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** The SMS leaves after the answer: wait for the outbox to hold `count` messages for the phone. */
  async function smsTexts(tel: string, count = 1): Promise<string[]> {
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await t.db.query<{ text: string }>('SELECT text FROM sms_outbox WHERE tel = $1 ORDER BY id', [
        tel,
      ]);
      if (rows.length >= count) return rows.map((r) => r.text);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no sms for ${tel}`);
  }
  /** Asks for a code: the request's id, as the answer gives it. */
  async function ask(tel: string, client = new Client(t.app)): Promise<string> {
    const answer = await client.post<{ request_id: string }>('/api/member/forgotpassword', { tel });
    expect(answer).toMatchObject({ status: 200, body: { data: neutral } });
    const requestId = answer.body.data?.request_id ?? '';
    expect(requestId).toMatch(RESET_REQUEST_ID_PATTERN);
    return requestId;
  }
  /** The code of the newest of `count` SMS of the phone. */
  async function newestCode(tel: string, count: number): Promise<string> {
    const texts = await smsTexts(tel, count);
    const code = /\b(\d{6})\b/.exec(texts[texts.length - 1] ?? '')?.[1];
    if (!code) throw new Error('no code in the sms');
    return code;
  }
  const smsCount = async (tel: string) =>
    (await t.db.query('SELECT 1 FROM sms_outbox WHERE tel = $1', [tel])).rows.length;
  /** Asks for a code and reads it from the SMS that follows (the phone's throttle must have room). */
  async function requestCode(tel: string, client = new Client(t.app)): Promise<{ code: string; requestId: string }> {
    const before = await smsCount(tel);
    const requestId = await ask(tel, client);
    return { code: await newestCode(tel, before + 1), requestId };
  }
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same for a registered and an unknown phone, and texts only the registered one', async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const unknown = uniqueMember().tel;
    const known = await new Client(t.app).post('/api/member/forgotpassword', { tel: member.tel });
    const stranger = await new Client(t.app).post('/api/member/forgotpassword', { tel: unknown });
    expect(known.status).toBe(stranger.status);
    // Both answers are the same but for the request's id, a fresh random one each.
    const withoutId = (body: unknown) => ({ data: { ...(body as { data: object }).data, request_id: 'x' } });
    expect(withoutId(known.body)).toEqual(withoutId(stranger.body));
    expect(known.body).toEqual({ data: { ...neutral, request_id: expect.stringMatching(RESET_REQUEST_ID_PATTERN) } });

    const [text] = await smsTexts(member.tel);
    expect(text).toMatch(/^รหัสยืนยันสำหรับตั้งรหัสผ่านใหม่คือ \d{6} /);
    const { rows: codes } = await t.db.query<{ code_hash: string }>(
      `SELECT c.code_hash FROM password_reset_codes c JOIN members m ON m.id = c.member_id WHERE m.tel = $1`,
      [member.tel],
    );
    expect(codes).toHaveLength(1);
    expect(text).not.toContain(codes[0]?.code_hash);
    expect(codes[0]?.code_hash).not.toMatch(/^\d{6}$/);
    expect((await t.db.query('SELECT 1 FROM sms_outbox WHERE tel = $1', [unknown])).rows).toHaveLength(0);
    // An unknown phone gets the same "invalid code" answer as a wrong code.
    expect(
      (
        await new Client(t.app).post('/api/member/resetpassword', {
          tel: unknown,
          code: '123456',
          new_password: 'abcd1234',
        })
      ).body,
    ).toEqual({ error: invalidCode });
  });

  /** The SQL the app runs while answering `run` (SMS sending stubbed: it is not part of the answer). */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const statements: string[] = [];
    const recording = (target: Queryable): Queryable => ({
      query: (sql, params) => {
        statements.push(sql);
        return target.query(sql, params);
      },
      exec: (sql) => {
        statements.push(sql);
        return target.exec(sql);
      },
    });
    const { db } = t;
    const query = db.query.bind(db);
    const transaction = db.transaction.bind(db);
    const spies = [
      vi.spyOn(db, 'query').mockImplementation((sql, params) => recording({ query, exec: db.exec }).query(sql, params)),
      vi.spyOn(db, 'transaction').mockImplementation((fn) => transaction((tx) => fn(recording(tx)))),
    ];
    try {
      await run();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    return statements;
  }

  it('runs the same statements for a registered and an unknown phone, so the answer time tells nothing', async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const send = vi.spyOn(t.app.sms, 'send').mockResolvedValue(undefined);
    try {
      const known = await statementsOf(() => new Client(t.app).post('/api/member/forgotpassword', { tel: member.tel }));
      const unknown = await statementsOf(() =>
        new Client(t.app).post('/api/member/forgotpassword', { tel: uniqueMember().tel }),
      );
      expect(known.some((sql) => sql.includes('INSERT INTO password_reset_codes'))).toBe(true);
      expect(unknown).toEqual(known);
      // Only the registered phone gets a text.
      await vi.waitFor(() => expect(send).toHaveBeenCalledWith(member.tel, expect.any(String)));
      expect(send).toHaveBeenCalledTimes(1);

      // A wrong code as well: the same statements, the wrong code recorded either way.
      const wrong = { code: '000000', new_password: 'abcd1234', request_id: newRequestId() };
      const knownReset = await statementsOf(() =>
        new Client(t.app).post('/api/member/resetpassword', { tel: member.tel, ...wrong }),
      );
      const unknownReset = await statementsOf(() =>
        new Client(t.app).post('/api/member/resetpassword', { tel: uniqueMember().tel, ...wrong }),
      );
      expect(knownReset.some((sql) => sql.includes('INSERT INTO password_reset_failures'))).toBe(true);
      expect(unknownReset).toEqual(knownReset);
    } finally {
      send.mockRestore();
    }
  });

  it('resets the password once with the right code, signs every session out, and the old password stops working', async () => {
    const device = new Client(t.app);
    const member = await device.registerAndLogin();
    const { code, requestId } = await requestCode(member.tel);

    expect(
      await new Client(t.app).post('/api/member/resetpassword', {
        tel: member.tel,
        code: otherCode(code),
        new_password: 'new-pass-1',
        request_id: requestId,
      }),
    ).toMatchObject({
      status: 422,
      body: { error: invalidCode },
    });
    // Without its request the right code is refused too: it belongs to that request only.
    expect(
      (await new Client(t.app).post('/api/member/resetpassword', { tel: member.tel, code, new_password: 'x-pass-1' }))
        .status,
    ).toBe(422);
    const reset = await new Client(t.app).post('/api/member/resetpassword', {
      tel: member.tel,
      code,
      new_password: 'new-pass-1',
      request_id: requestId,
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { data: { updated: true, message: ACCOUNT_MESSAGES.passwordReset } },
    });

    expect(await device.get('/api/member/profile')).toMatchObject({
      status: 401,
      body: { error: { message: SERVER_MESSAGES.sessionExpired } },
    });
    expect(
      (await new Client(t.app).post('/api/member/login', { tel: member.tel, password: member.password })).status,
    ).toBe(401);
    expect((await new Client(t.app).login(member.tel, 'new-pass-1')).status).toBe(200);

    // Used once: the same code again is refused and the password stays.
    expect(
      await new Client(t.app).post('/api/member/resetpassword', {
        tel: member.tel,
        code,
        new_password: 'other-pass',
        request_id: requestId,
      }),
    ).toMatchObject({
      status: 422,
      body: { error: invalidCode },
    });
    expect((await new Client(t.app).login(member.tel, 'new-pass-1')).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const { code, requestId } = await requestCode(member.tel);
    await t.db.query(
      `UPDATE password_reset_codes SET expires_at = now() - interval '1 second'
       WHERE member_id = (SELECT id FROM members WHERE tel = $1)`,
      [member.tel],
    );
    expect(
      await new Client(t.app).post('/api/member/resetpassword', {
        tel: member.tel,
        code,
        new_password: 'abcd1234',
        request_id: requestId,
      }),
    ).toMatchObject({
      status: 422,
      body: { error: invalidCode },
    });
    expect((await new Client(t.app).login(member.tel, member.password)).status).toBe(200);
  });

  const resetWith = (client: Client, tel: string, code: string, requestId?: string, new_password = 'abcd1234') =>
    client.post('/api/member/resetpassword', { tel, code, new_password, request_id: requestId });
  const tooMany = { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests };

  it(`stops an address after ${RESET_WRONG_CODES_PER_PHONE_ADDRESS.max} wrong codes for a phone, even for the right code; the code still works elsewhere`, async () => {
    const home = new Client(t.app);
    const member = await home.registerAndLogin();
    const { code, requestId } = await requestCode(member.tel, home);
    const attacker = new Client(t.app);
    for (let i = 0; i < RESET_WRONG_CODES_PER_PHONE_ADDRESS.max; i += 1) {
      expect(await resetWith(attacker, member.tel, otherCode(code), i % 2 ? newRequestId() : undefined)).toMatchObject({
        status: 422,
        body: { error: invalidCode },
      });
    }
    const stopped = await resetWith(attacker, member.tel, code, requestId);
    expect(stopped).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(stopped.headers['retry-after'])).toBeLessThanOrEqual(
      RESET_WRONG_CODES_PER_PHONE_ADDRESS.windowMinutes * 60,
    );
    // An unknown phone is stopped after as many wrong codes.
    const unknown = uniqueMember().tel;
    for (let i = 0; i < RESET_WRONG_CODES_PER_PHONE_ADDRESS.max; i += 1) {
      expect((await resetWith(attacker, unknown, '123456')).status).toBe(422);
    }
    expect((await resetWith(attacker, unknown, '123456')).status).toBe(429);
    // The member's code was not touched.
    expect(await resetWith(home, member.tel, code, requestId)).toMatchObject({ status: 200 });
    expect((await new Client(t.app).login(member.tel, 'abcd1234')).status).toBe(200);
  });

  it(`kills a request's code after ${RESET_ATTEMPTS_PER_CODE} wrong tries, and only that request's`, async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const home = new Client(t.app);
    const mine = await requestCode(member.tel, home);
    const stranger = new Client(t.app);
    const theirs = await requestCode(member.tel, stranger);
    for (let i = 0; i < RESET_ATTEMPTS_PER_CODE; i += 1) {
      expect((await resetWith(stranger, member.tel, otherCode(theirs.code), theirs.requestId)).status).toBe(422);
    }
    // The stranger's request is dead, even with its right code; the member's is as it was.
    expect((await resetWith(new Client(t.app), member.tel, theirs.code, theirs.requestId)).status).toBe(422);
    expect((await resetWith(home, member.tel, mine.code, mine.requestId)).status).toBe(200);
  });

  it('replaces the code asked for from the same address, and keeps the ones asked for from other addresses', async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const device = new Client(t.app);
    const first = await requestCode(member.tel, device);
    const second = await requestCode(member.tel, device);
    const elsewhere = await requestCode(member.tel, new Client(t.app));
    expect((await resetWith(device, member.tel, first.code, first.requestId)).status).toBe(422);
    // Codes from two addresses are both live; each works once, with its own request.
    expect((await resetWith(device, member.tel, elsewhere.code, elsewhere.requestId, 'pass-one')).status).toBe(200);
    expect((await resetWith(device, member.tel, second.code, second.requestId, 'pass-two')).status).toBe(200);
    expect((await resetWith(device, member.tel, second.code, second.requestId, 'pass-three')).status).toBe(422);
  });

  /** Moves a phone's rows of `table` back in time, as if `minutes` had passed. */
  const age = (table: 'password_reset_requests' | 'password_reset_failures', tel: string, minutes: number) =>
    t.db.query(`UPDATE ${table} SET created_at = created_at - make_interval(mins => $2) WHERE tel = $1`, [
      tel,
      minutes,
    ]);
  /** As if the phone's SMS were sent `minutes` earlier: the throttle's window moves on. */
  const ageSent = (tel: string, minutes: number) =>
    t.db.query(
      `UPDATE password_reset_codes SET sent_at = sent_at - make_interval(mins => $2)
        WHERE member_id = (SELECT id FROM members WHERE tel = $1) AND sent_at IS NOT NULL`,
      [tel, minutes],
    );

  it('lets the member reset from a new address whatever strangers request or try all day: at worst the SMS waits', async () => {
    const home = new Client(t.app);
    const member = await home.registerAndLogin();
    const received = await requestCode(member.tel, home);
    // Strangers use up everything their addresses may do in a day, one short window after another.
    const strangers = [new Client(t.app), new Client(t.app), new Client(t.app)];
    for (const stranger of strangers) {
      for (let i = 0; i < RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY.max; i += 1) {
        expect((await stranger.post('/api/member/forgotpassword', { tel: member.tel })).status).toBe(200);
        await age('password_reset_requests', member.tel, RESET_REQUESTS_PER_PHONE_ADDRESS.windowMinutes);
      }
      expect((await stranger.post('/api/member/forgotpassword', { tel: member.tel })).status).toBe(429);
      for (let i = 0; i < RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY.max; i += 1) {
        expect((await resetWith(stranger, member.tel, otherCode(received.code))).status).toBe(422);
        if ((i + 1) % RESET_WRONG_CODES_PER_PHONE_ADDRESS.max === 0) {
          await age('password_reset_failures', member.tel, RESET_WRONG_CODES_PER_PHONE_ADDRESS.windowMinutes);
        }
      }
    }
    // The phone received no more than its throttle allows.
    expect(await smsCount(member.tel)).toBe(RESET_SMS_PER_PHONE.max);

    // The code the member received before still works (the strangers closed and killed nothing)...
    expect(await resetWith(home, member.tel, received.code, received.requestId, 'new-pass-1')).toMatchObject({
      status: 200,
      body: { data: { updated: true, message: ACCOUNT_MESSAGES.passwordReset } },
    });
    // ...and the member on an address never seen is never refused: the request waits for the throttle,
    // and then goes before the strangers' waiting ones (their addresses already had codes).
    const newPlace = new Client(t.app);
    const requestId = await ask(member.tel, newPlace);
    const sent = await smsCount(member.tel);
    expect(await sendWaitingCodes(t.app)).toBe(0);
    await ageSent(member.tel, RESET_SMS_PER_PHONE.windowMinutes);
    expect(await sendWaitingCodes(t.app)).toBeGreaterThan(0);
    // Within the first window: the member waits only behind requests asked earlier from addresses that
    // had no more codes than theirs; the strangers who already had codes wait behind the member.
    const { rows: order } = await t.db.query<{ request_hash: string }>(
      `SELECT request_hash FROM password_reset_codes
        WHERE member_id = (SELECT id FROM members WHERE tel = $1) AND sent_at > now() - interval '5 minutes'
        ORDER BY sent_at, id`,
      [member.tel],
    );
    const position = order.findIndex((row) => row.request_hash === hashRequestId(requestId));
    expect(position).toBeGreaterThanOrEqual(0);
    expect(position).toBeLessThan(RESET_SMS_PER_PHONE.max);
    const texts = await smsTexts(member.tel, sent + position + 1);
    const mineCode = /\b(\d{6})\b/.exec(texts[sent + position] ?? '')?.[1] ?? '';
    expect((await resetWith(newPlace, member.tel, mineCode, requestId, 'new-pass-2')).status).toBe(200);
    expect((await new Client(t.app).login(member.tel, 'new-pass-2')).status).toBe(200);
  });

  it(`allows ${RESET_REQUESTS_PER_PHONE_ADDRESS.max} requests per phone and address in the window, registered or not, then 429 for that address only`, async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const unknown = uniqueMember().tel;
    for (const tel of [member.tel, unknown]) {
      const client = new Client(t.app);
      for (let i = 0; i < RESET_REQUESTS_PER_PHONE_ADDRESS.max; i += 1) {
        expect((await client.post('/api/member/forgotpassword', { tel })).status).toBe(200);
      }
      const limited = await client.post('/api/member/forgotpassword', { tel });
      expect(limited).toMatchObject({ status: 429, body: { error: tooMany } });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await new Client(t.app).post('/api/member/forgotpassword', { tel })).status).toBe(200);
    }
    expect(await smsTexts(member.tel, RESET_REQUESTS_PER_PHONE_ADDRESS.max + 1)).toHaveLength(
      RESET_REQUESTS_PER_PHONE_ADDRESS.max + 1,
    );
  });

  it(`texts a phone at most ${RESET_SMS_PER_PHONE.max} codes an hour, from any number of addresses, and sends the rest later`, async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const asked = RESET_SMS_PER_PHONE.max + 3;
    for (let i = 0; i < asked; i += 1) await ask(member.tel);
    await smsTexts(member.tel, RESET_SMS_PER_PHONE.max);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await smsCount(member.tel)).toBe(RESET_SMS_PER_PHONE.max);
    const waiting = async () =>
      (
        await t.db.query(
          `SELECT 1 FROM password_reset_codes WHERE member_id = (SELECT id FROM members WHERE tel = $1)
             AND sent_at IS NULL AND closed_at IS NULL`,
          [member.tel],
        )
      ).rows.length;
    expect(await waiting()).toBe(3);
    await ageSent(member.tel, RESET_SMS_PER_PHONE.windowMinutes);
    expect(await sendWaitingCodes(t.app)).toBe(3);
    expect(await smsCount(member.tel)).toBe(asked);
    expect(await waiting()).toBe(0);
  });

  it(`allows ${RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY.max} requests per phone and address a day, registered or not, then 429 until the oldest is a day old`, async () => {
    const daily = RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY;
    const spacing = RESET_REQUESTS_PER_PHONE_ADDRESS.windowMinutes;
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    const unknown = uniqueMember().tel;
    for (const tel of [member.tel, unknown]) {
      const client = new Client(t.app);
      // The address's earlier requests of the day, one per short window (the per-IP limit of the
      // route would stop a test sending them all now).
      for (let i = 1; i < daily.max; i += 1) {
        await t.db.query(
          `INSERT INTO password_reset_requests (tel, ip, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))`,
          [tel, client.ip, i * spacing],
        );
      }
      expect((await client.post('/api/member/forgotpassword', { tel })).status).toBe(200);
      const limited = await client.post('/api/member/forgotpassword', { tel });
      expect(limited).toMatchObject({ status: 429, body: { error: tooMany } });
      // Until the oldest request is a day old, not the short window.
      const oldestLeavesInSeconds = (daily.windowMinutes - (daily.max - 1) * spacing) * 60;
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(oldestLeavesInSeconds - 60);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(oldestLeavesInSeconds);
      // Another address is not held.
      expect((await new Client(t.app).post('/api/member/forgotpassword', { tel })).status).toBe(200);

      await t.db.query(
        `UPDATE password_reset_requests SET created_at = created_at - make_interval(mins => $2) WHERE tel = $1`,
        [tel, daily.windowMinutes - (daily.max - 1) * spacing + 1],
      );
      expect((await client.post('/api/member/forgotpassword', { tel })).status).toBe(200);
    }
  });

  it(`allows ${RESET_REQUESTS_PER_IP.max} requests per IP in the window, then 429`, async () => {
    const client = new Client(t.app);
    for (let i = 0; i < RESET_REQUESTS_PER_IP.max; i += 1) {
      expect((await client.post('/api/member/forgotpassword', { tel: uniqueMember().tel })).status).toBe(200);
    }
    expect((await client.post('/api/member/forgotpassword', { tel: uniqueMember().tel })).status).toBe(429);
  });

  it.each([
    ['/api/member/forgotpassword', {}, VALIDATION.telRequired],
    ['/api/member/forgotpassword', { tel: '08-1234' }, VALIDATION.telDigitsOnly],
    ['/api/member/forgotpassword', { tel: '081234' }, VALIDATION.telLength],
    ['/api/member/resetpassword', { tel: DEMO_MEMBER.tel, new_password: 'abcd' }, ACCOUNT_MESSAGES.resetCodeRequired],
    [
      '/api/member/resetpassword',
      { tel: DEMO_MEMBER.tel, code: '12a456', new_password: 'abcd' },
      ACCOUNT_MESSAGES.resetCodeFormat,
    ],
    [
      '/api/member/resetpassword',
      { tel: DEMO_MEMBER.tel, code: '123456', new_password: 'abc' },
      VALIDATION.passwordMin,
    ],
    ['/api/member/resetpassword', { tel: DEMO_MEMBER.tel, code: '123456' }, VALIDATION.passwordRequired],
    [
      '/api/member/resetpassword',
      { tel: DEMO_MEMBER.tel, code: '123456', new_password: 'abcd1234', request_id: 'short' },
      ACCOUNT_MESSAGES.resetCodeInvalid,
    ],
  ])('%s answers 400 with the rule message for %j', async (url, body, message) => {
    expect(await new Client(t.app).post(url, body)).toMatchObject({ status: 400, body: { error: { message } } });
  });

  it('answers no 500 to odd bodies', async () => {
    for (const url of ['/api/member/forgotpassword', '/api/member/resetpassword']) {
      for (const body of [null, [], 'x', 1, { tel: 1 }, { tel: '0812345678', code: 123456, new_password: [] }]) {
        const answer = await new Client(t.app).post(url, body);
        expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it('shows the outbox to the operator, filtered by phone, and not to a member', async () => {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    await requestCode(member.tel);
    const operator = new Client(t.app);
    const login = await operator.post<OperatorLoginResult>('/api/admin/login', {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    operator.token = login.body.data?.access_token ?? null;
    const outbox = await operator.get<Page<SmsOutboxRow>>(`/api/admin/sms-outbox?tel=${member.tel}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.data?.total).toBe(1);
    expect(outbox.body.data?.items[0]).toMatchObject({ tel: member.tel, text: expect.stringMatching(/\d{6}/) });
    expect((await operator.get('/api/admin/sms-outbox?tel=abc')).status).toBe(400);
    const someone = new Client(t.app);
    await someone.registerAndLogin();
    expect((await someone.get('/api/admin/sms-outbox')).status).toBe(403);
  });

  describe('profile', () => {
    it('answers the masked account number and the game username', async () => {
      const client = new Client(t.app);
      const member = await client.registerAndLogin({ bank_name: 'kbnk' });
      const profile = await client.get<MemberProfile>('/api/member/profile');
      expect(profile.body.data).toMatchObject({
        first_name: member.first_name,
        last_name: member.last_name,
        tel: member.tel,
        member_level: 'normal',
        bank: { code: 'kbnk', name: 'ธนาคารกสิกรไทย', number_masked: `•••• ${member.bank_number.slice(-4)}` },
        bonus: 0,
        game_username: member.tel,
      });
    });

    it('keeps the bank account as registered whatever /member/update is sent', async () => {
      const client = new Client(t.app);
      await client.registerAndLogin();
      const before = (await client.get<MemberProfile>('/api/member/profile')).body.data;
      for (const body of [
        { bank_number: '9999999999' },
        { bank_name: 'scb' },
        { line_id: '@me', bank_number: '9999999999' },
        { first_name: 'Other' },
      ]) {
        expect((await client.put('/api/member/update', body)).status).toBe(400);
      }
      expect((await client.get<MemberProfile>('/api/member/profile')).body.data).toEqual(before);
    });
  });
});
