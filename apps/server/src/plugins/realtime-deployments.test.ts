import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test/harness';
import { nextEvent, openSocket, subjectOf, subscribe } from '../test/sockets';
import { channelKind, channelName } from './realtime';

const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Deployments that share one Redis server (two brands, staging beside production), each on its own
 * database: Redis pub/sub ignores the database number, so only the channel's prefix keeps them apart.
 * Needs a Redis server: runs when TEST_REDIS_URL names one, as `.ci/run` does.
 */
describe.skipIf(!REDIS_URL)('realtime events between deployments on one Redis', () => {
  type Ping = { channel: string; n: number };
  const ping = channelKind<{ 'probe.ping': Ping }>('probe', { keyed: true });
  const apps: TestApp[] = [];
  const bases = new Map<TestApp, string>();
  const sockets: Socket[] = [];
  let production: TestApp;
  let staging: TestApp;

  const start = async (realtimePrefix: string | null = null) => {
    const t = await startTestApp('pglite', {
      services: ['member', 'chat'],
      redisUrl: REDIS_URL ?? null,
      realtimePrefix,
    });
    t.app.realtime.defineChannel(ping, {
      authorise: async (subject, id) => subject.kind === 'member' && subject.subjectId === id,
    });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    production = await start();
    staging = await start();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(apps.map((t) => t.close()));
  });

  /** A member of `t` with a socket on `t`, following the member's own probe channel. */
  async function follower(t: TestApp) {
    const member = new Client(t.app);
    await member.registerAndLogin();
    const id = subjectOf(member.token ?? '');
    if (!bases.has(t)) bases.set(t, await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = await openSocket(bases.get(t) ?? '', member.token);
    sockets.push(socket);
    expect(await subscribe(socket, channelName(ping, id))).toEqual({ ok: true });
    return { id, socket };
  }

  it('gives each deployment its own id, and keeps its events to itself on channels of the same name', async () => {
    expect(production.app.deploymentId).toMatch(/^[0-9a-f]{32}$/);
    expect(staging.app.deploymentId).not.toBe(production.app.deploymentId);

    const { id, socket } = await follower(staging);
    const heard = nextEvent<Ping>(socket, 'probe.ping', 1_000);
    // The same channel name on production: both databases count member ids from the same start.
    production.app.realtime.publish(ping, id, 'probe.ping', { n: 1 });
    expect(await heard).toBeNull();

    const own = nextEvent<Ping>(socket, 'probe.ping', 2_000);
    staging.app.realtime.publish(ping, id, 'probe.ping', { n: 2 });
    expect(await own).toMatchObject({ n: 2 });
  });

  it('joins processes that are given the same REALTIME_PREFIX', async () => {
    const { id, socket } = await follower(staging);
    const sharing = await start(`member-site:${staging.app.deploymentId}`);
    const heard = nextEvent<Ping>(socket, 'probe.ping', 2_000);
    sharing.app.realtime.publish(ping, id, 'probe.ping', { n: 3 });
    expect(await heard).toMatchObject({ n: 3 });
  });
});
