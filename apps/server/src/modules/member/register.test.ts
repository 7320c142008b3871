import { SERVER_MESSAGES, VALIDATION } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp, uniqueMember } from '../../test/harness';
import type { MemberRegistered } from './hooks';

describe.each(DATABASE_KINDS)('POST /api/member/register on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates a member who can then log in and read their profile', async () => {
    const client = new Client(t.app);
    const member = uniqueMember({ line_id: 'line-somying', know_us: 'facebook', bonus: 1, prefix: 'AFF01' });
    const answer = await client.post('/api/member/register', member);
    expect(answer).toMatchObject({ status: 201, body: { data: { tel: member.tel, referred: false } } });

    await client.login(member.tel, member.password);
    const profile = await client.get('/api/member/profile');
    expect(profile.body.data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      first_name: member.first_name,
      last_name: member.last_name,
      tel: member.tel,
      member_level: 'normal',
      bank: {
        code: 'scb',
        name: 'ธนาคารไทยพาณิชย์',
        number: member.bank_number,
        number_masked: `•••• ${member.bank_number.slice(-4)}`,
      },
      line_id: 'line-somying',
      know_us: 'facebook',
      bonus: 1,
      game_username: member.tel,
    });
  });

  it('accepts a wallet account of any digit count up to the wallet limit', async () => {
    const client = new Client(t.app);
    const member = uniqueMember({ bank_name: 'tmn', bank_number: '0861234567' });
    expect((await client.post('/api/member/register', member)).status).toBe(201);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['missing tel', { tel: undefined }, VALIDATION.telRequired],
    ['empty tel', { tel: '' }, VALIDATION.telRequired],
    ['tel with letters', { tel: '08123abcde' }, VALIDATION.telDigitsOnly],
    ['short tel', { tel: '081234567' }, VALIDATION.telLength],
    ['tel not starting with 0', { tel: '1812345678' }, VALIDATION.telLength],
    ['tel as a number', { tel: 812345678 }, VALIDATION.telRequired],
    ['missing bank', { bank_name: '' }, VALIDATION.bankRequired],
    ['bank that is a deposit channel only', { bank_name: 'promptpay' }, SERVER_MESSAGES.unknownBank],
    ['unknown bank', { bank_name: 'nope' }, SERVER_MESSAGES.unknownBank],
    ['missing bank number', { bank_number: '' }, VALIDATION.bankNumberRequired],
    ['missing wallet number', { bank_name: 'tmn', bank_number: '' }, VALIDATION.walletNumberRequired],
    ['bank number with letters', { bank_number: '12345abcde' }, VALIDATION.bankNumberDigitsOnly],
    ['wallet number with letters', { bank_name: 'tmn', bank_number: '08x' }, VALIDATION.walletNumberDigitsOnly],
    ['bank number too short', { bank_number: '123456789' }, VALIDATION.bankNumberLength],
    ['bank number too long', { bank_number: '1234567890123' }, VALIDATION.bankNumberLength],
    ['wallet number too long', { bank_name: 'tmn', bank_number: '1'.repeat(16) }, VALIDATION.walletNumberTooLong],
    ['missing first name', { first_name: '' }, VALIDATION.firstNameRequired],
    ['first name with a space', { first_name: 'สม ชาย' }, VALIDATION.nameLetters],
    ['first name with digits', { first_name: 'John2' }, VALIDATION.nameLetters],
    ['first name too long', { first_name: 'a'.repeat(51) }, VALIDATION.nameTooLong],
    ['missing last name', { last_name: undefined }, VALIDATION.lastNameRequired],
    ['last name with emoji', { last_name: 'ใจดี😀' }, VALIDATION.nameLetters],
    ['missing password', { password: '' }, VALIDATION.passwordRequired],
    ['short password', { password: 'abc' }, VALIDATION.passwordMin],
    ['long password', { password: 'x'.repeat(65) }, VALIDATION.passwordMax],
    ['bonus out of range', { bonus: 2 }, VALIDATION.invalidValue],
    ['line id too long', { line_id: 'x'.repeat(101) }, VALIDATION.textTooLong],
    ['line id as an object', { line_id: { a: 1 } }, VALIDATION.invalidValue],
    ['prefix too long', { prefix: 'p'.repeat(33) }, VALIDATION.textTooLong],
  ];
  it.each(invalid)('refuses %s with its Thai message and creates nothing', async (_name, change, message) => {
    const client = new Client(t.app);
    const member = { ...uniqueMember(), ...change };
    const answer = await client.post('/api/member/register', member);
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } });
    const { rows } = await t.db.query('SELECT 1 FROM members WHERE tel = $1', [String(member.tel)]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a bank the operator has switched off', async () => {
    await t.db.query(`UPDATE banks SET is_active = false WHERE code = 'uob'`);
    const answer = await new Client(t.app).post('/api/member/register', uniqueMember({ bank_name: 'uob' }));
    expect(answer).toMatchObject({ status: 400, body: { error: { message: SERVER_MESSAGES.unknownBank } } });
    const banks = await new Client(t.app).get<{ code: string }[]>('/api/member/bank');
    expect(banks.body.data?.map((bank) => bank.code)).not.toContain('uob');
  });

  it.each(['tmb', 'tbank'])(
    'refuses a new account at %s, merged into ttb, in Thai and leaves it off the list',
    async (code) => {
      const client = new Client(t.app);
      const member = uniqueMember({ bank_name: code });
      const answer = await client.post('/api/member/register', member);
      expect(answer).toMatchObject({ status: 400, body: { error: { message: SERVER_MESSAGES.mergedBank } } });
      const { rows } = await t.db.query('SELECT 1 FROM members WHERE tel = $1', [member.tel]);
      expect(rows).toHaveLength(0);
      const banks = await client.get<{ code: string }[]>('/api/member/bank');
      const codes = banks.body.data?.map((bank) => bank.code);
      expect(codes).not.toContain(code);
      expect(codes).toContain('ttb');
    },
  );

  it('ignores unknown keys', async () => {
    const answer = await new Client(t.app).post('/api/member/register', {
      ...uniqueMember(),
      member_level: 'vip',
      is_admin: true,
    });
    expect(answer.status).toBe(201);
    const { rows } = await t.db.query<{ member_level: string }>(
      `SELECT member_level FROM members ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.member_level).toBe('normal');
  });

  it('answers 409 telTaken for a phone already registered', async () => {
    const client = new Client(t.app);
    const first = uniqueMember();
    await client.post('/api/member/register', first);
    const again = await client.post('/api/member/register', uniqueMember({ tel: first.tel }));
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT', message: SERVER_MESSAGES.telTaken } },
    });
  });

  it('answers 409 bankAccountTaken for a bank account already registered', async () => {
    const client = new Client(t.app);
    const first = uniqueMember();
    await client.post('/api/member/register', first);
    const again = await client.post('/api/member/register', uniqueMember({ bank_number: first.bank_number }));
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT', message: SERVER_MESSAGES.bankAccountTaken } },
    });
  });

  it('lets exactly one of two simultaneous registrations with the same phone through', async () => {
    const member = uniqueMember();
    const answers = await Promise.all([
      new Client(t.app).post('/api/member/register', member),
      new Client(t.app).post('/api/member/register', uniqueMember({ tel: member.tel })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.body.error?.message).toBe(SERVER_MESSAGES.telTaken);
    const { rows } = await t.db.query('SELECT 1 FROM members WHERE tel = $1', [member.tel]);
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous registrations with the same bank account through', async () => {
    const member = uniqueMember();
    const answers = await Promise.all([
      new Client(t.app).post('/api/member/register', member),
      new Client(t.app).post('/api/member/register', uniqueMember({ bank_number: member.bank_number })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.message).toBe(SERVER_MESSAGES.bankAccountTaken);
  });
});

describe.each(DATABASE_KINDS)('the registered event on %s', (kind) => {
  let t: TestApp;
  const seen: MemberRegistered[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.memberHooks.onRegistered(async (tx, event) => {
      // Inside the registration's transaction: the new row is already there.
      const { rows } = await tx.query('SELECT 1 FROM members WHERE id = $1', [event.memberId]);
      expect(rows).toHaveLength(1);
      seen.push(event);
      if (event.lastName === 'Refused') throw new Error('refused by a hook');
    });
  });
  afterAll(() => t.close());

  it('tells the hooks who registered, with the code they came with, their device id and address', async () => {
    const client = new Client(t.app);
    const member = uniqueMember({ prefix: 'ab12cd34' });
    const device = 'device_0123456789abcdef';
    expect((await client.request('POST', '/api/member/register', member, { 'x-device-id': device })).status).toBe(201);
    const { rows } = await t.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE tel = $1', [
      member.tel,
    ]);
    expect(seen.at(-1)).toEqual({
      memberId: rows[0]?.id,
      firstName: member.first_name,
      lastName: member.last_name,
      prefix: 'ab12cd34',
      deviceId: device,
      ip: client.ip,
    });
    // A device id not of its pattern, or none, is no device id.
    for (const headers of [{ 'x-device-id': 'short' }, { 'x-device-id': 'x'.repeat(65) }, {}] as Record<
      string,
      string
    >[]) {
      expect((await client.request('POST', '/api/member/register', uniqueMember(), headers)).status).toBe(201);
      expect(seen.at(-1)).toMatchObject({ deviceId: null, prefix: null });
    }
  });

  it('keeps no member when a hook fails', async () => {
    const member = uniqueMember({ last_name: 'Refused' });
    expect((await new Client(t.app).post('/api/member/register', member)).status).toBe(500);
    expect((await t.db.query('SELECT 1 FROM members WHERE tel = $1', [member.tel])).rows).toHaveLength(0);
  });
});
