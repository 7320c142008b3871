import { CHANNELS } from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, startTestApp, TEST_OPERATOR_PASSWORD, type TestApp } from '../test/harness';
import { openSocket, subjectOf, subscribe } from '../test/sockets';

/** Resolves with the reason the socket was closed, or null when it is still open after `ms`. */
const closed = (socket: Socket, ms = 2_000) =>
  new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

let operatorCount = 0;

describe('a socket lives no longer than its session and rights', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  const open = async (token: unknown) => {
    const socket = await openSocket(baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  /** The seeded admin signed in, or a new operator of `role`; answers the client and the username. */
  const operatorClient = async (role: 'admin' | 'support' = 'admin') => {
    let username = 'admin';
    if (role !== 'admin') {
      operatorCount += 1;
      username = `socket-${role}-${operatorCount}`;
      const hash = await t.app.passwords.hash(TEST_OPERATOR_PASSWORD);
      await t.db.query('INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)', [
        username,
        hash,
        role,
      ]);
    }
    const client = new Client(t.app);
    const answer = await client.post<{ access_token: string }>('/api/admin/login', {
      username,
      password: TEST_OPERATOR_PASSWORD,
    });
    client.token = answer.body.data?.access_token ?? null;
    return { client, username };
  };

  beforeAll(async () => {
    t = await startTestApp('pglite', { services: ['member', 'chat'] });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it("closes a member's socket at logout, and only that session's", async () => {
    const member = new Client(t.app);
    const { tel, password } = await member.registerAndLogin();
    const other = new Client(t.app);
    await other.login(tel, password);
    const socket = await open(member.token);
    const otherSocket = await open(other.token);

    const reason = closed(socket);
    await member.post('/api/member/logout');
    expect(await reason).toBe('io server disconnect');
    expect(otherSocket.connected).toBe(true);
    await expect(openSocket(baseUrl, member.token)).rejects.toThrow('unauthorized');
  });

  it("closes every socket of a member an operator disables, and of the member's other sessions after a password change", async () => {
    const { client: operator } = await operatorClient();
    const member = new Client(t.app);
    const { tel, password } = await member.registerAndLogin();
    const other = new Client(t.app);
    await other.login(tel, password);
    const own = await open(member.token);
    const elsewhere = await open(other.token);

    const elsewhereClosed = closed(elsewhere);
    const changed = await member.post('/api/member/updatepw', { old_password: password, new_password: 'newpass123' });
    expect(changed.status).toBe(200);
    expect(await elsewhereClosed).toBe('io server disconnect');
    expect(own.connected).toBe(true);

    const ownClosed = closed(own);
    expect((await operator.put(`/api/admin/members/${tel}/status`, { status: 'disabled' })).status).toBe(200);
    expect(await ownClosed).toBe('io server disconnect');
  });

  it("closes a disabled agent's socket, and an agent's whose role changed so that it reconnects under the new one", async () => {
    const { client: admin } = await operatorClient();
    const { client: agent, username } = await operatorClient('support');

    const first = await open(agent.token);
    const roleChanged = closed(first);
    expect((await admin.put(`/api/admin/operators/${username}`, { role: 'finance' })).status).toBe(200);
    expect(await roleChanged).toBe('io server disconnect');
    const second = await open(agent.token); // the same session, now with the new role

    const disabled = closed(second);
    expect((await admin.put(`/api/admin/operators/${username}`, { disabled: true })).status).toBe(200);
    expect(await disabled).toBe('io server disconnect');
    await expect(openSocket(baseUrl, agent.token)).rejects.toThrow('unauthorized');
  });

  it('leaves the socket open when nothing about its session changed', async () => {
    const { client: admin } = await operatorClient();
    const { client: agent, username } = await operatorClient('support');
    const socket = await open(agent.token);
    const reason = closed(socket, 500);
    expect((await admin.put(`/api/admin/operators/${username}`, { role: 'support' })).status).toBe(200);
    expect(await reason).toBeNull();
  });
  it("subscribes a member on the session check the socket's sign-in kept, and refuses once a revocation forgets it", async () => {
    const member = new Client(t.app);
    await member.registerAndLogin();
    const token = member.token ?? '';
    const socket = await open(token);
    const channel = CHANNELS.member(subjectOf(token));
    const query = vi.spyOn(t.app.db, 'query');
    try {
      expect(await subscribe(socket, channel)).toEqual({ ok: true });
      expect(query).not.toHaveBeenCalled();

      // Revoked as another process would revoke it: the row, then the notice that forgets the check.
      const sessionId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string })
        .sid;
      await t.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
      t.app.sessionChecks.forget({ sessionIds: [sessionId] });
      expect(await subscribe(socket, channel)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    } finally {
      query.mockRestore();
    }
  });
});
