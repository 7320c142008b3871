import { CHANNELS, type DepositRow, type MemberMoneyEvent, SERVER_EVENTS, type SubscribeAck } from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_OPERATOR_PASSWORD, uniqueMember } from '../test/harness';
import { canScaleOut, httpCall as call, type ScaledOut, type ServerProcess, startScaledOut } from '../test/processes';
import { nextEvent, openSocket, subjectOf, subscribe } from '../test/sockets';
import { QUIET_MARGIN_MS } from './realtime-last-events';

/**
 * Two app processes on one PostgreSQL and one Redis (decision 0131): an event made by one reaches a
 * socket held by the other; with Redis down each keeps serving its own sockets and says so in its
 * log, and fan-out comes back with Redis. Needs TEST_DATABASE_URL and a redis-server binary (the
 * suite starts a Redis of its own, so it can stop it).
 */
describe.skipIf(!canScaleOut)('realtime across two processes with Redis', () => {
  let scaled: ScaledOut;
  let a: ServerProcess;
  let b: ServerProcess;
  let memberToken: string;
  let operatorToken: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    scaled = await startScaledOut();
    ({ a, b } = scaled);
    const member = uniqueMember();
    expect((await call(a.base, '/api/member/register', null, member)).status).toBe(201);
    const login = await call<{ access_token: string }>(a.base, '/api/member/login', null, member);
    memberToken = login.body.data?.access_token ?? '';
    const operator = await call<{ access_token: string }>(b.base, '/api/admin/login', null, {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    operatorToken = operator.body.data?.access_token ?? '';
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await scaled?.stop();
  }, 60_000);

  /** A member socket on `server`, following the member's own channel. */
  async function memberSocket(server: ServerProcess) {
    const socket = await openSocket(server.base, memberToken);
    sockets.push(socket);
    expect(await subscribe(socket, CHANNELS.member(subjectOf(memberToken)))).toEqual({ ok: true });
    return socket;
  }

  /** The member asks on one process, the operator approves on `approver`. */
  async function approveDeposit(approver: ServerProcess, amount: number) {
    const requested = await call<DepositRow>(a.base, '/api/member/regulardeposit', memberToken, { amount });
    expect(requested.status).toBe(201);
    const id = requested.body.data?.id;
    expect((await call(approver.base, `/api/admin/deposits/${id}/approve`, operatorToken, {})).status).toBe(200);
    return String(id);
  }

  it("carries a member's event from the process that made it to the one holding the socket, both ways", async () => {
    const onB = await memberSocket(b);
    const crossed = nextEvent<MemberMoneyEvent>(onB, SERVER_EVENTS.memberMoney, 3000);
    const first = await approveDeposit(a, 101);
    expect(await crossed).toMatchObject({ kind: 'deposit', status: 'approved', id: first, amount: 101 });

    const onA = await memberSocket(a);
    const back = nextEvent<MemberMoneyEvent>(onA, SERVER_EVENTS.memberMoney, 3000);
    const second = await approveDeposit(b, 102);
    expect(await back).toMatchObject({ id: second, amount: 102 });
  });

  it("tells a member's subscribe on one process that the other sent an event on their channel since", async () => {
    const socket = await openSocket(b.base, memberToken);
    sockets.push(socket);
    const channel = CHANNELS.member(subjectOf(memberToken));
    const askNow = () => socket.emitWithAck('subscribe', { channel, quietFor: 0 }) as Promise<SubscribeAck>;
    // Quiet once the last event (and the processes' start) is older than the margin.
    await vi.waitFor(async () => expect(await askNow()).toEqual({ ok: true, quiet: true }), {
      timeout: QUIET_MARGIN_MS + 15_000,
      interval: 500,
    });
    await approveDeposit(a, 105);
    expect(await askNow()).toEqual({ ok: true, quiet: false });
  }, 60_000);

  it("shows an operator's content change on the other process at once, though both keep the public reads in memory", async () => {
    const announcement = async (server: ServerProcess) =>
      (await call<{ text: string }>(server.base, '/api/announcement', null)).body.data?.text;
    const change = async (text: string) => {
      const answer = await fetch(`${b.base}/api/admin/announcement`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      expect(answer.status).toBe(200);
    };
    await change('ประกาศแรก');
    expect(await announcement(a)).toBe('ประกาศแรก'); // now in A's memory
    await change('ประกาศที่สอง');
    // The notice crosses through Redis after B answers: A may need a moment, far less than its 30 s.
    await expect.poll(() => announcement(a), { timeout: 2000, interval: 50 }).toBe('ประกาศที่สอง');
    expect(await announcement(b)).toBe('ประกาศที่สอง');
  });

  it('closes a socket held by one process when its session is revoked on the other', async () => {
    const member = uniqueMember();
    expect((await call(a.base, '/api/member/register', null, member)).status).toBe(201);
    const login = await call<{ access_token: string }>(a.base, '/api/member/login', null, member);
    const token = login.body.data?.access_token ?? '';
    const onB = await openSocket(b.base, token);
    sockets.push(onB);
    const reason = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    expect((await call(a.base, '/api/member/logout', token, {})).status).toBe(200);
    expect(await Promise.race([reason, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))])).toBe(
      'io server disconnect',
    );
  });

  /** A new member signed in on `a`, whose session `b` has just found live (and so remembers). */
  async function memberCheckedOnB() {
    const member = uniqueMember();
    expect((await call(a.base, '/api/member/register', null, member)).status).toBe(201);
    const login = await call<{ access_token: string }>(a.base, '/api/member/login', null, member);
    const token = login.body.data?.access_token ?? '';
    for (let i = 0; i < 2; i += 1) expect((await call(b.base, '/api/member/profile', token)).status).toBe(200);
    return { tel: member.tel, token };
  }

  it('refuses at once, on the other process, a session that process had just found live', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token } = await memberCheckedOnB();
      expect((await call(a.base, '/api/member/logout', token, {})).status).toBe(200);
      expect((await call(b.base, '/api/member/profile', token)).status).toBe(401);
    }
    const { tel, token } = await memberCheckedOnB();
    const disabled = await call(
      a.base,
      `/api/admin/members/${tel}/status`,
      operatorToken,
      { status: 'disabled' },
      'PUT',
    );
    expect(disabled.status).toBe(200);
    expect((await call(b.base, '/api/member/profile', token)).status).toBe(401);
  });

  /** The member's profile as `server` answers it. */
  const profileOn = async (server: ServerProcess, token: string) =>
    (
      await call<{ line_id: string | null; bonus: number; member_level: string }>(
        server.base,
        '/api/member/profile',
        token,
      )
    ).body.data;

  it('shows at once, on the other process, every change to a profile that process keeps', async () => {
    const { tel, token } = await memberCheckedOnB();
    const update = (line: string) => call(a.base, '/api/member/update', token, { line_id: line }, 'PUT');
    for (const line of ['line-one', 'line-two']) {
      expect((await update(line)).status).toBe(200);
      expect(await profileOn(b, token)).toMatchObject({ line_id: line });
    }
    for (const bonus of [0, 1]) {
      expect((await call(a.base, '/api/promotion/bonus', token, { bonus }, 'PUT')).status).toBe(200);
      expect(await profileOn(b, token)).toMatchObject({ bonus });
    }
    for (const level of ['gold', 'vip']) {
      const changed = await call(a.base, `/api/admin/members/${tel}/level`, operatorToken, { level }, 'PUT');
      expect(changed.status).toBe(200);
      expect(await profileOn(b, token)).toMatchObject({ member_level: level });
    }
  });

  it('keeps serving its own sockets with Redis down, logs it, and fans out again when Redis is back', async () => {
    const onA = await memberSocket(a);
    const onB = await memberSocket(b);
    const checked = await memberCheckedOnB();
    await scaled.redis.stop();
    await Promise.all([
      a.logged('realtime fan-out (Redis) unreachable'),
      b.logged('realtime fan-out (Redis) unreachable'),
    ]);
    // b cannot hear of a change on a now, so it keeps no profile and no session check: it asks the database.
    expect((await call(b.base, '/api/member/profile', checked.token)).status).toBe(200);
    expect((await call(a.base, '/api/member/update', checked.token, { line_id: 'unheard' }, 'PUT')).status).toBe(200);
    expect(await profileOn(b, checked.token)).toMatchObject({ line_id: 'unheard' });
    expect((await call(a.base, '/api/member/logout', checked.token, {})).status).toBe(200);
    expect((await call(b.base, '/api/member/profile', checked.token)).status).toBe(401);

    const local = nextEvent<MemberMoneyEvent>(onA, SERVER_EVENTS.memberMoney, 3000);
    const remote = nextEvent<MemberMoneyEvent>(onB, SERVER_EVENTS.memberMoney, 1000);
    const id = await approveDeposit(a, 103);
    expect(await local).toMatchObject({ id, amount: 103 });
    // The other process cannot hear of it: its member reads the change from the API when it looks.
    expect(await remote).toBeNull();

    await scaled.redis.start();
    await Promise.all([
      a.logged('realtime fan-out (Redis) reachable again'),
      b.logged('realtime fan-out (Redis) reachable again'),
    ]);
    // The subscriber connection subscribes again on its own just after it is back: the first event
    // may come before that; within a few seconds one must cross.
    let crossed: MemberMoneyEvent | null = null;
    for (let attempt = 0; attempt < 5 && !crossed; attempt += 1) {
      const again = nextEvent<MemberMoneyEvent>(onB, SERVER_EVENTS.memberMoney, 1000);
      const id = await approveDeposit(a, 104);
      crossed = await again;
      if (crossed) expect(crossed).toMatchObject({ id, amount: 104 });
    }
    expect(crossed).not.toBeNull();
  }, 60_000);
});
