import { CHANNELS, SERVER_EVENTS } from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp } from '../test/harness';
import { nextEvent, openSocket, subjectOf, subscribe } from '../test/sockets';
import { channelKind, channelName } from './realtime';
import { LAST_EVENT_TTL_MS } from './realtime-last-events';

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

  /** The member channel's kind as the money module declares it (plugins import no module). */
  const memberKind = channelKind<{ [SERVER_EVENTS.chatUnread]: { channel: string; count: number } }>('member', {
    keyed: true,
    lastEventKept: true,
  });

  it("tells a member's subscribe, when asked, whether their channel was quiet since they began reading", async () => {
    defineProbes();
    const [member, other] = [new Client(t.app), new Client(t.app)];
    await member.registerAndLogin();
    await other.registerAndLogin();
    const memberId = subjectOf(member.token ?? '');
    const socket = await open(member.token);
    const ask = (channel: string, quietFor?: number) =>
      socket.emitWithAck('subscribe', { channel, ...(quietFor !== undefined && { quietFor }) });
    const channel = CHANNELS.member(memberId);
    expect(await ask(channel)).toEqual({ ok: true });
    expect(await ask(channel, 60_000)).toEqual({ ok: true, quiet: true });

    // An event on another member's channel leaves this one quiet; one on this channel, sent once its
    // transaction commits, does not, however short ago the reading began (a margin covers the way).
    t.app.realtime.publish(memberKind, subjectOf(other.token ?? ''), SERVER_EVENTS.chatUnread, { count: 1 });
    expect(await ask(channel, 60_000)).toEqual({ ok: true, quiet: true });
    await t.db.transaction(async (tx) => {
      t.app.realtime.publishAfterCommit(tx, memberKind, memberId, SERVER_EVENTS.chatUnread, { count: 2 });
    });
    expect(await ask(channel, 0)).toEqual({ ok: true, quiet: false });
    expect(await ask(channel, 60_000)).toEqual({ ok: true, quiet: false });

    // Reading that began longer ago than event times are kept is never quiet.
    const fresh = await open(other.token);
    const otherChannel = CHANNELS.member(subjectOf(other.token ?? ''));
    expect(await fresh.emitWithAck('subscribe', { channel: otherChannel, quietFor: LAST_EVENT_TTL_MS })).toEqual({
      ok: true,
      quiet: false,
    });
    // A kind that keeps no times answers nothing of it; a bad `quietFor` is refused.
    expect(await ask(channelName(probeChannel, memberId), 60_000)).toEqual({ ok: true });
    expect(await ask(channel, -1)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
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
