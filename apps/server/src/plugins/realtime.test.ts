import { CHANNELS } from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp } from '../test/harness';
import { nextEvent, openSocket, subjectOf, subscribe } from '../test/sockets';
import { channelKind, channelName } from './realtime';

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

  /** A kind a module might define: one channel per member, and an unkeyed one for operators. */
  type Probe = { channel: string; n: number; secret: string | null };
  const probeChannel = channelKind<{ 'probe.ping': Probe }>('probe', { keyed: true });
  const probeBoard = channelKind<{ 'probe.board': Probe }>('probe-board', { keyed: false });
  let defined = false;
  const defineProbes = () => {
    if (defined) return;
    defined = true;
    t.app.realtime.defineChannel(probeChannel, {
      authorise: async (subject, id) => subject.kind === 'member' && subject.subjectId === id,
    });
    t.app.realtime.defineChannel(probeBoard, { authorise: async (_subject, id) => id === null });
  };

  it('accepts the channels a module defines, authorised by its own rule, and refuses a kind defined twice', async () => {
    defineProbes();
    const a = new Client(t.app);
    const b = new Client(t.app);
    await a.registerAndLogin();
    await b.registerAndLogin();
    const socket = await open(a.token);
    expect(await subscribe(socket, channelName(probeChannel, subjectOf(a.token ?? '')))).toEqual({ ok: true });
    expect(await subscribe(socket, channelName(probeChannel, subjectOf(b.token ?? '')))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await subscribe(socket, 'probe')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await subscribe(socket, 'probe-board')).toEqual({ ok: true });
    expect(await subscribe(socket, 'probe-board:1')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(() => t.app.realtime.defineChannel(probeBoard, { authorise: async () => true })).toThrow(/defined twice/);
  });

  it("sends a module's typed event only once its transaction commits, and never a rolled-back one", async () => {
    defineProbes();
    const member = new Client(t.app);
    await member.registerAndLogin();
    const memberId = subjectOf(member.token ?? '');
    const socket = await open(member.token);
    await subscribe(socket, channelName(probeChannel, memberId));

    const rolledBack = nextEvent<Probe>(socket, 'probe.ping', 400);
    await t.db
      .transaction(async (tx) => {
        t.app.realtime.publishAfterCommit(tx, probeChannel, memberId, 'probe.ping', { n: 1, secret: null });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await rolledBack).toBeNull();

    const committed = nextEvent<Probe>(socket, 'probe.ping');
    let sentBeforeCommit = false;
    await t.db.transaction(async (tx) => {
      t.app.realtime.publishAfterCommit(tx, probeChannel, memberId, 'probe.ping', { n: 2, secret: null });
      sentBeforeCommit = (await Promise.race([committed, new Promise((r) => setTimeout(() => r(null), 100))])) !== null;
    });
    expect(sentBeforeCommit).toBe(false);
    expect(await committed).toEqual({ channel: `probe:${memberId}`, n: 2, secret: null });
  });

  it('gives the members on a channel their own payload when the publisher names one', async () => {
    defineProbes();
    const member = new Client(t.app);
    await member.registerAndLogin();
    const socket = await open(member.token);
    await subscribe(socket, 'probe-board');
    const heard = nextEvent<Probe>(socket, 'probe.board');
    t.app.realtime.publish(probeBoard, null, 'probe.board', { n: 3, secret: 'agents only' }, { n: 3, secret: null });
    expect(await heard).toEqual({ channel: 'probe-board', n: 3, secret: null });
  });
});
