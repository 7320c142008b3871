import {
  CHANNELS,
  type ChatUnreadEvent,
  type DepositRow,
  type MemberMoneyEvent,
  SERVER_EVENTS,
  type WithdrawRow,
} from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { nextEvent, openSocket, subjectOf, subscribe } from '../../test/sockets';
import { channelName } from '../../plugins/realtime';
import { memberChannel, publishMemberMoney, publishUnreadCount } from './live-events';
import { fund, type MoneyClient, memberClient, operatorClient } from './test-support';

describe.each(DATABASE_KINDS)("a member's money decided live (%s)", (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: MoneyClient;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { services: ['member', 'chat'] });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await operatorClient(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A member with a socket on their own channel. */
  async function listeningMember() {
    const member = await memberClient(t);
    const socket = await openSocket(baseUrl, member.token);
    sockets.push(socket);
    const memberId = subjectOf(member.token ?? '');
    expect(await subscribe(socket, CHANNELS.member(memberId))).toEqual({ ok: true });
    return { member, socket, memberId };
  }

  it('tells the member at once that a deposit was approved or rejected', async () => {
    const { member, socket, memberId } = await listeningMember();
    const requested = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 250.5 });
    const approved = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney);
    expect((await admin.postKeyed(`/api/admin/deposits/${requested.body.data?.id}/approve`, {})).status).toBe(200);
    expect(await approved).toMatchObject({
      channel: CHANNELS.member(memberId),
      kind: 'deposit',
      status: 'approved',
      id: String(requested.body.data?.id),
      amount: 250.5,
    });

    const second = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 20 });
    const rejected = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney);
    await admin.postKeyed(`/api/admin/deposits/${second.body.data?.id}/reject`, { annotation: 'ไม่พบยอด' });
    expect(await rejected).toMatchObject({ kind: 'deposit', status: 'rejected', amount: 20 });
  });

  it('tells the member that a withdrawal was approved or rejected, and no one else', async () => {
    const { member, socket } = await listeningMember();
    const other = await listeningMember();
    await fund(admin, member.tel, 500);
    const first = await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 100 });
    const approved = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney);
    const overheard = nextEvent<MemberMoneyEvent>(other.socket, SERVER_EVENTS.memberMoney, 500);
    await admin.postKeyed(`/api/admin/withdrawals/${first.body.data?.id}/approve`, {});
    expect(await approved).toMatchObject({ kind: 'withdrawal', status: 'approved', amount: 100 });
    expect(await overheard).toBeNull();

    const second = await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 150 });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const rejected = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney);
    const refused = await admin.postKeyed(`/api/admin/withdrawals/${second.body.data?.id}/reject`, {
      annotation: 'บัญชีไม่ตรง',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(await rejected).toMatchObject({ kind: 'withdrawal', status: 'rejected', amount: 150 });
  });

  it('sends nothing for a decision that is refused (decided already)', async () => {
    const { member, socket } = await listeningMember();
    const requested = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 30 });
    const id = requested.body.data?.id;
    const first = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney);
    await admin.postKeyed(`/api/admin/deposits/${id}/approve`, {});
    expect(await first).not.toBeNull();
    const again = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney, 500);
    expect((await admin.postKeyed(`/api/admin/deposits/${id}/reject`, {})).status).not.toBe(200);
    expect(await again).toBeNull();
  });

  it("sends a member's money event only once its transaction commits, and never a rolled-back one", async () => {
    const { socket, memberId } = await listeningMember();
    const event = { kind: 'deposit', status: 'approved', id: '7', amount: 100 } as const;
    const rolledBack = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney, 400);
    await t.db
      .transaction(async (tx) => {
        publishMemberMoney(t.app.realtime, tx, memberId, event);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await rolledBack).toBeNull();

    const committed = nextEvent<MemberMoneyEvent>(socket, SERVER_EVENTS.memberMoney);
    let sentBeforeCommit = false;
    await t.db.transaction(async (tx) => {
      publishMemberMoney(t.app.realtime, tx, memberId, event);
      sentBeforeCommit = (await Promise.race([committed, new Promise((r) => setTimeout(() => r(null), 100))])) !== null;
    });
    expect(sentBeforeCommit).toBe(false);
    expect(await committed).toMatchObject({ ...event, channel: CHANNELS.member(memberId) });
  });

  it("names the member's channel as the contract does, and carries the chat's unread count on it", async () => {
    const { socket, memberId } = await listeningMember();
    expect(channelName(memberChannel, memberId)).toBe(CHANNELS.member(memberId));
    const unread = nextEvent<ChatUnreadEvent>(socket, SERVER_EVENTS.chatUnread);
    publishUnreadCount(t.app.realtime, memberId, 4);
    expect(await unread).toEqual({ channel: CHANNELS.member(memberId), count: 4 });
  });
});
