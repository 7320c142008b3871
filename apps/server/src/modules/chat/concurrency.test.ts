import type { AdminChatAgent, ChatMemberPage } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { type MoneyClient, memberClient, operatorClient } from '../money/test-support';
import {
  agentClient,
  CH,
  conversationOf,
  memberWithConversation,
  newClientId,
  replyAsAgent,
  sendAsMember,
  setChatSettings,
  startChatApp,
  type TestApp,
} from './test-support';

/** Races: on PostgreSQL the requests truly run together (a pool of connections); PGlite queues them. */
describe.each(DATABASE_KINDS)('live chat races on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;

  beforeAll(async () => {
    t = await startChatApp(kind);
    admin = await operatorClient(t);
  });
  afterAll(() => t.close());

  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  it('numbers messages sent at once by the member and agents consecutively, in the order they were stored', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const agent = await agentClient(t);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        n % 2 === 0 ? sendAsMember(member, { text: `m${n}` }) : replyAsAgent(agent, conversationId, { text: `a${n}` }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 16 });
    const ids = answers.map((answer) => answer.body.data?.id ?? 0).sort((x, y) => x - y);
    expect(ids).toEqual(Array.from({ length: 16 }, (_, n) => n + 2));
    const page = (await member.get<ChatMemberPage>(`${CH}/chat-member?limit=100`)).body.data;
    expect(page?.messages.map((message) => message.id)).toEqual(Array.from({ length: 17 }, (_, n) => n + 1));
    expect((await conversationOf(admin, conversationId)).lastMessage?.id).toBe(17);
  });

  it('stores one message for the same client id sent many times at once', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const clientId = newClientId();
    const answers = await Promise.all(Array.from({ length: 12 }, () => sendAsMember(member, { text: 'ซ้ำ' }, clientId)));
    expect(statuses(answers)).toEqual({ 200: 11, 201: 1 });
    expect(new Set(answers.map((answer) => answer.body.data?.id))).toEqual(new Set([2]));
    const agent = await agentClient(t);
    const replyId = newClientId();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => replyAsAgent(agent, conversationId, { text: 'ตอบ' }, replyId)),
    );
    expect(statuses(replies)).toEqual({ 200: 7, 201: 1 });
    const { rows } = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM chat_messages WHERE conversation_id = $1',
      [conversationId],
    );
    expect(rows[0]?.count).toBe(3);
  });

  it('makes one conversation of a new member’s first messages sent at once', async () => {
    const member = await memberClient(t);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => sendAsMember(member, { text: String(n) })));
    expect(statuses(answers)).toEqual({ 201: 8 });
    expect(new Set(answers.map((answer) => answer.body.data?.conversationId)).size).toBe(1);
    expect(answers.map((answer) => answer.body.data?.id).sort((x = 0, y = 0) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it('keeps round-robin within the cap when conversations open at once', async () => {
    const agents = [await agentClient(t), await agentClient(t)];
    const ids: number[] = [];
    for (const agent of agents) {
      ids.push((await agent.put<AdminChatAgent>(`${CH}/operator/agents/me`, { available: true })).body.data?.id ?? 0);
    }
    await setChatSettings(admin, { agentCap: 2 });
    try {
      const members = await Promise.all(Array.from({ length: 7 }, () => memberClient(t)));
      const answers = await Promise.all(members.map((member) => sendAsMember(member, { text: 'พร้อมกัน' })));
      const assignees = await Promise.all(
        answers.map(
          async (answer) => (await conversationOf(admin, answer.body.data?.conversationId ?? 0)).assignee?.id,
        ),
      );
      const count = (id: number) => assignees.filter((assignee) => assignee === id).length;
      expect(ids.map(count)).toEqual([2, 2]);
      expect(assignees.filter((assignee) => assignee === undefined)).toHaveLength(3);
    } finally {
      for (const agent of agents) await agent.put(`${CH}/operator/agents/me`, { available: false });
    }
  });
});
