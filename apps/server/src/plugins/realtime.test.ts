import { CHANNELS, type MemberMoneyEvent, SERVER_EVENTS } from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp } from '../test/harness';
import { nextEvent, openSocket, subjectOf, subscribe } from '../test/sockets';

describe.each(DATABASE_KINDS)('the realtime socket (%s)', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  const open = async (token: unknown) => {
    const socket = await openSocket(baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { services: ['member', 'chat'] });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('refuses a socket without a live token', async () => {
    await expect(openSocket(baseUrl, undefined)).rejects.toThrow('unauthorized');
    await expect(openSocket(baseUrl, 'not.a.token')).rejects.toThrow('unauthorized');
    const member = new Client(t.app);
    await member.registerAndLogin();
    const token = member.token ?? '';
    await member.post('/api/member/logout');
    await expect(openSocket(baseUrl, token)).rejects.toThrow('unauthorized');
  });

  it("lets a member follow their own channel and no one else's, nor one that does not exist", async () => {
    const a = new Client(t.app);
    const b = new Client(t.app);
    await a.registerAndLogin();
    await b.registerAndLogin();
    const socket = await open(a.token);
    expect(await subscribe(socket, CHANNELS.member(subjectOf(a.token ?? '')))).toEqual({ ok: true });
    expect(await subscribe(socket, CHANNELS.member(subjectOf(b.token ?? '')))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await subscribe(socket, 'everyone')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await subscribe(socket, 'member:01')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await socket.emitWithAck('subscribe', 42)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  });

  it("sends a member's money event only once its transaction commits, and never a rolled-back one", async () => {
    const member = new Client(t.app);
    await member.registerAndLogin();
    const memberId = subjectOf(member.token ?? '');
    const socket = await open(member.token);
    await subscribe(socket, CHANNELS.member(memberId));

    const event = { kind: 'deposit', status: 'approved', id: '7', amount: 100 } as const;
    const rolledBack = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney, 400);
    await t.db
      .transaction(async (tx) => {
        t.app.realtime.memberMoney(tx, memberId, event);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await rolledBack).toBeNull();

    const committed = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney);
    let sentBeforeCommit = false;
    await t.db.transaction(async (tx) => {
      t.app.realtime.memberMoney(tx, memberId, event);
      sentBeforeCommit = (await Promise.race([committed, new Promise((r) => setTimeout(() => r(null), 100))])) !== null;
    });
    expect(sentBeforeCommit).toBe(false);
    expect(await committed).toMatchObject({ ...event, channel: CHANNELS.member(memberId) });
  });
});
