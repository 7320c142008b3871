import type { AdminChatAgent, AdminChatConversation } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { type MoneyClient, operatorClient } from '../money/test-support';
import { reopenDueSnoozed } from './sweep';
import {
  agentClient,
  CH,
  conversationOf,
  memberWithConversation,
  sendAsMember,
  setChatSettings,
  startChatApp,
  type TestApp,
} from './test-support';

/** Round-robin (decision 0130), each suite on a database of its own: the agents' availability is global. */
describe.each(DATABASE_KINDS)('round-robin on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  let first: MoneyClient;
  let second: MoneyClient;
  let ids: number[];

  beforeAll(async () => {
    t = await startChatApp(kind);
    admin = await operatorClient(t);
    first = await agentClient(t);
    second = await agentClient(t);
    ids = [];
    for (const agent of [first, second]) {
      const me = await agent.put<AdminChatAgent>(`${CH}/operator/agents/me`, { available: true });
      ids.push(me.body.data?.id ?? 0);
    }
  });
  afterAll(() => t.close());

  const assigneeOf = async (conversationId: number) => (await conversationOf(admin, conversationId)).assignee?.id;
  const setStatus = (id: number, status: string) =>
    admin.post<AdminChatConversation>(`${CH}/operator/conversations/${id}/status`, { status });

  it('gives a new conversation to the available agent assigned least recently, up to the cap', async () => {
    await setChatSettings(admin, { agentCap: 1 });
    const a = await memberWithConversation(t);
    const b = await memberWithConversation(t);
    const c = await memberWithConversation(t);
    expect([await assigneeOf(a.conversationId), await assigneeOf(b.conversationId)]).toEqual(ids);
    // Both agents hold one open conversation: the cap leaves the third unassigned.
    expect(await assigneeOf(c.conversationId)).toBeUndefined();

    // Resolving frees the first agent, who takes the next conversation that opens.
    await setStatus(a.conversationId, 'resolved');
    const d = await memberWithConversation(t);
    expect(await assigneeOf(d.conversationId)).toBe(ids[0]);

    // A reopened conversation keeps its agent.
    await sendAsMember(a.member, { text: 'ยังไม่ได้ค่ะ' });
    expect(await assigneeOf(a.conversationId)).toBe(ids[0]);
  });

  it('passes over unavailable and disabled agents, and is off with a cap of 0', async () => {
    await setChatSettings(admin, { agentCap: 50 });
    await first.put(`${CH}/operator/agents/me`, { available: false });
    const a = await memberWithConversation(t);
    const b = await memberWithConversation(t);
    expect([await assigneeOf(a.conversationId), await assigneeOf(b.conversationId)]).toEqual([ids[1], ids[1]]);

    await first.put(`${CH}/operator/agents/me`, { available: true });
    await t.db.query('UPDATE operators SET disabled_at = now() WHERE id = $1', [ids[0]]);
    const c = await memberWithConversation(t);
    expect(await assigneeOf(c.conversationId)).toBe(ids[1]);
    await t.db.query('UPDATE operators SET disabled_at = NULL WHERE id = $1', [ids[0]]);
    const d = await memberWithConversation(t);
    expect(await assigneeOf(d.conversationId)).toBe(ids[0]);

    await setChatSettings(admin, { agentCap: 0 });
    const e = await memberWithConversation(t);
    expect(await assigneeOf(e.conversationId)).toBeUndefined();
  });

  it('assigns an unassigned conversation that an agent opens again, and one the sweep reopens', async () => {
    await setChatSettings(admin, { agentCap: 50 });
    const { conversationId } = await memberWithConversation(t);
    await admin.post(`${CH}/operator/conversations/${conversationId}/assign`, { operator_id: null });
    await setStatus(conversationId, 'pending');
    expect(await assigneeOf(conversationId)).toBeUndefined();
    await setStatus(conversationId, 'open');
    expect(ids).toContain(await assigneeOf(conversationId));

    const snoozed = await memberWithConversation(t);
    await admin.post(`${CH}/operator/conversations/${snoozed.conversationId}/assign`, { operator_id: null });
    const until = Date.now() + 60_000;
    await admin.post(`${CH}/operator/conversations/${snoozed.conversationId}/status`, {
      status: 'snoozed',
      snoozed_until: new Date(until).toISOString(),
    });
    vi.spyOn(t.app.clock, 'now').mockReturnValue(until + 1);
    try {
      expect(await reopenDueSnoozed(t.app)).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
    expect(ids).toContain(await assigneeOf(snoozed.conversationId));
  });
});
