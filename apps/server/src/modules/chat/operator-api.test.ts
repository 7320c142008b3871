import {
  type AdminCannedReply,
  type AdminChatAgent,
  type AdminChatAgentStats,
  type AdminChatConversation,
  type AdminChatConversationDetail,
  type AdminChatCounts,
  type AdminChatMessagePage,
  CHAT_MESSAGES,
  type ChatMemberPage,
  type ChatSettings,
  type ChatSettingsPublic,
  type Page,
  VALIDATION,
} from '@member/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, DATABASE_KINDS } from '../../test/harness';
import { fund, type MoneyClient, operatorClient } from '../money/test-support';
import { reopenDueSnoozed } from './sweep';
import {
  ALWAYS_OPEN,
  agentClient,
  CH,
  conversationOf,
  memberWithConversation,
  replyAsAgent,
  sendAsMember,
  setChatSettings,
  startChatApp,
  type TestApp,
} from './test-support';

const MINUTE_MS = 60_000;

describe.each(DATABASE_KINDS)('the agents’ inbox on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;

  beforeAll(async () => {
    t = await startChatApp(kind);
    admin = await operatorClient(t);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const auditActions = async (type: string, id: string) =>
    (
      await t.db.query<{ action: string }>(
        'SELECT action FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id',
        [type, id],
      )
    ).rows.map((row) => row.action);
  const setStatus = (operator: Client, id: number, body: object) =>
    operator.post<AdminChatConversation>(`${CH}/operator/conversations/${id}/status`, body);
  const assignTo = (operator: Client, id: number, operatorId: number | null) =>
    operator.post<AdminChatConversation>(`${CH}/operator/conversations/${id}/assign`, { operator_id: operatorId });
  const meOf = async (operator: Client) =>
    (await operator.get<AdminChatAgent[]>(`${CH}/operator/agents`)).body.data?.find((agent) => agent.me);

  it('lets in only the operators whose role holds the call’s permission', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const content = await operatorClient(t, 'content');
    const support = await agentClient(t);
    const views = [
      '/operator/conversations',
      '/operator/conversations/counts',
      `/operator/conversations/${conversationId}`,
      `/operator/conversations/${conversationId}/messages`,
      '/operator/agents',
      '/operator/canned-replies',
      '/operator/settings',
      '/operator/stats',
    ];
    for (const path of views) {
      expect((await new Client(t.app).get(`${CH}${path}`)).status, path).toBe(401);
      expect((await member.get(`${CH}${path}`)).status, path).toBe(403);
      expect((await content.get(`${CH}${path}`)).status, path).toBe(403);
      expect((await support.get(`${CH}${path}`)).status, path).toBe(200);
    }
    const finance = await operatorClient(t, 'finance');
    expect((await replyAsAgent(finance, conversationId, { text: 'x' })).status).toBe(403);
    // Support replies but does not manage.
    expect((await support.put(`${CH}/operator/settings`, {})).status).toBe(403);
    expect((await support.post(`${CH}/operator/canned-replies`, { short_code: 'hi', text: 'x' })).status).toBe(403);
    const forbidden = await assignTo(support, conversationId, null);
    expect(forbidden.body.error).toEqual({ code: 'FORBIDDEN', message: CHAT_MESSAGES.assignOthersForbidden });
  });

  it('lists conversations newest activity first, by state and assignee, with the tabs’ counts', async () => {
    const support = await agentClient(t);
    const supportId = (await meOf(support))?.id ?? 0;
    const countsBefore = (await support.get<AdminChatCounts>(`${CH}/operator/conversations/counts`)).body.data;
    const a = await memberWithConversation(t, 'a');
    const b = await memberWithConversation(t, 'b');
    const c = await memberWithConversation(t, 'c');
    expect((await assignTo(support, b.conversationId, supportId)).status).toBe(200);
    expect((await setStatus(support, c.conversationId, { status: 'resolved' })).status).toBe(200);
    await sendAsMember(a.member, { text: 'a again' });

    const list = async (query: string) =>
      (await support.get<Page<AdminChatConversation>>(`${CH}/operator/conversations${query}`)).body.data;
    const open = await list('?status=open');
    expect(open?.items.slice(0, 2).map((row) => row.id)).toEqual([a.conversationId, b.conversationId]);
    expect(open?.items[0]).toMatchObject({
      member: { tel: a.member.tel, firstName: 'สมหญิง', lastName: 'Rakdee', level: expect.any(String) },
      status: 'open',
      assignee: null,
      lastMessage: { id: 2, sender: 'member', preview: 'a again' },
      unread: 2,
    });
    expect((await list('?status=open&assignee=me'))?.items.map((row) => row.id)).toEqual([b.conversationId]);
    expect((await list(`?status=all&assignee=${supportId}`))?.items.map((row) => row.id)).toEqual([b.conversationId]);
    expect((await list('?status=resolved'))?.items[0]?.id).toBe(c.conversationId);
    expect((await list('?status=open&assignee=unassigned'))?.items.map((row) => row.id)).toContain(a.conversationId);
    const all = await list('?status=all&limit=2&page=2');
    expect([all?.page, all?.limit, all?.items.length]).toEqual([2, 2, Math.min(2, (all?.total ?? 0) - 2)]);

    const counts = (await support.get<AdminChatCounts>(`${CH}/operator/conversations/counts`)).body.data;
    expect(counts).toEqual({
      open: (countsBefore?.open ?? 0) + 2,
      pending: countsBefore?.pending,
      resolved: (countsBefore?.resolved ?? 0) + 1,
      snoozed: countsBefore?.snoozed,
      mine: (countsBefore?.mine ?? 0) + 1,
      unassigned: (countsBefore?.unassigned ?? 0) + 1,
    });
    for (const query of ['?status=closed', '?assignee=someone', '?page=0', '?limit=500']) {
      expect((await support.get(`${CH}/operator/conversations${query}`)).status, query).toBe(400);
    }
  });

  it('shows the member’s context beside the conversation: name, level, credit, latest deposits and withdrawals', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    await fund(admin, member.tel, 250);
    for (const amount of [100, 200, 300, 400, 500, 600]) {
      expect((await member.postKeyed('/api/member/regulardeposit', { amount })).status).toBe(201);
    }
    const detail = (await admin.get<AdminChatConversationDetail>(`${CH}/operator/conversations/${conversationId}`)).body
      .data;
    expect(detail?.conversation.id).toBe(conversationId);
    expect(detail?.context).toMatchObject({
      member: { tel: member.tel, firstName: 'สมหญิง', status: 'active', createdAt: expect.any(String) },
      credit: 250,
      withdrawals: [],
    });
    expect(detail?.context.deposits.map((line) => [line.amount, line.status])).toEqual([
      [600, 'waiting_for_approve'],
      [500, 'waiting_for_approve'],
      [400, 'waiting_for_approve'],
      [300, 'waiting_for_approve'],
      [200, 'waiting_for_approve'],
    ]);
    for (const id of ['999999999', '0', 'abc']) {
      expect((await admin.get(`${CH}/operator/conversations/${id}`)).status, id).toBe(404);
    }
    expect((await admin.get(`${CH}/operator/conversations/999999999`)).body.error?.message).toBe(
      CHAT_MESSAGES.conversationNotFound,
    );
  });

  it('replies once per client id, takes an unassigned conversation, and the team has read up to its reply', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    await sendAsMember(member, { text: 'ด่วนค่ะ' });
    const agent = await agentClient(t);
    const me = await meOf(agent);
    expect((await conversationOf(agent, conversationId)).unread).toBe(2);

    const sent = await replyAsAgent(agent, conversationId, { text: 'สวัสดีค่ะ' }, 'reply-0001');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ id: 3, sender: 'agent', agentName: me?.name, text: 'สวัสดีค่ะ' });
    const again = await replyAsAgent(agent, conversationId, { text: 'สวัสดีค่ะ' }, 'reply-0001');
    expect([again.status, again.body.data]).toEqual([200, sent.body.data]);
    const row = await conversationOf(agent, conversationId);
    expect(row).toMatchObject({ assignee: { id: me?.id, name: me?.name }, unread: 0, agentLastReadId: 3 });

    // Another agent's reply leaves the assignee as it is.
    const other = await agentClient(t);
    expect((await replyAsAgent(other, conversationId, { text: 'เสริมค่ะ' })).status).toBe(201);
    expect((await conversationOf(agent, conversationId)).assignee?.id).toBe(me?.id);
    const pageOf = (await agent.get<AdminChatMessagePage>(`${CH}/operator/conversations/${conversationId}/messages`))
      .body.data;
    expect(pageOf?.messages.map((m) => [m.id, m.sender])).toEqual([
      [1, 'member'],
      [2, 'member'],
      [3, 'agent'],
      [4, 'agent'],
    ]);
    expect((await member.get<ChatMemberPage>(`${CH}/chat-member?after=2`)).body.data?.messages.length).toBe(2);
    expect((await replyAsAgent(agent, 999_999_999, { text: 'x' })).status).toBe(404);
    expect((await agent.get(`${CH}/operator/conversations/999999999/messages`)).status).toBe(404);
  });

  it('moves the team’s read pointer forward only', async () => {
    const { member, conversationId } = await memberWithConversation(t, '1');
    for (const text of ['2', '3', '4']) await sendAsMember(member, { text });
    const read = (body?: object) =>
      admin.post<AdminChatConversation>(`${CH}/operator/conversations/${conversationId}/read`, body);
    expect((await read({ last_read_id: 2 })).body.data).toMatchObject({ agentLastReadId: 2, unread: 2 });
    expect((await read({ last_read_id: 1 })).body.data).toMatchObject({ agentLastReadId: 2, unread: 2 });
    expect((await read({ last_read_id: 99 })).body.data).toMatchObject({ agentLastReadId: 4, unread: 0 });
    expect((await read()).body.data).toMatchObject({ agentLastReadId: 4, unread: 0 });
    expect((await admin.post(`${CH}/operator/conversations/999999999/read`)).status).toBe(404);
  });

  it('takes the team’s read pointer only as a JSON integer, as the money amounts are', async () => {
    const { member, conversationId } = await memberWithConversation(t, '1');
    await sendAsMember(member, { text: '2' });
    const read = (body: object) => admin.post(`${CH}/operator/conversations/${conversationId}/read`, body);
    for (const last_read_id of [true, '5', [3], null, 1.5, -1]) {
      const answer = await read({ last_read_id });
      expect([answer.status, answer.body.error?.message], JSON.stringify(last_read_id)).toEqual([
        400,
        VALIDATION.invalidValue,
      ]);
    }
    expect((await conversationOf(admin, conversationId)).agentLastReadId).toBe(0);
  });

  it('changes states: snoozing needs a future time, the sweep reopens it when due; every change is audited', async () => {
    const { conversationId } = await memberWithConversation(t);
    const agent = await agentClient(t);
    const missing = await setStatus(agent, conversationId, { status: 'snoozed' });
    expect([missing.status, missing.body.error?.message]).toEqual([400, CHAT_MESSAGES.snoozeUntilRequired]);
    const past = await setStatus(agent, conversationId, {
      status: 'snoozed',
      snoozed_until: new Date(Date.now() - MINUTE_MS).toISOString(),
    });
    expect([past.status, past.body.error?.message]).toEqual([400, CHAT_MESSAGES.snoozeUntilPast]);
    expect((await setStatus(agent, conversationId, { status: 'closed' })).status).toBe(400);
    expect((await conversationOf(agent, conversationId)).status).toBe('open');

    const until = new Date(Date.now() + 30 * MINUTE_MS);
    const snoozed = await setStatus(agent, conversationId, { status: 'snoozed', snoozed_until: until.toISOString() });
    expect(snoozed.body.data).toMatchObject({ status: 'snoozed', snoozedUntil: until.toISOString() });
    expect(await reopenDueSnoozed(t.app)).toBe(0);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(until.getTime() + 1000);
    expect(await reopenDueSnoozed(t.app)).toBeGreaterThanOrEqual(1);
    expect(await conversationOf(agent, conversationId)).toMatchObject({ status: 'open', snoozedUntil: null });
    expect(await reopenDueSnoozed(t.app)).toBe(0);

    expect((await setStatus(agent, conversationId, { status: 'pending' })).body.data?.status).toBe('pending');
    expect(await auditActions('chat_conversation', String(conversationId))).toEqual(['chat.status', 'chat.status']);
    expect((await setStatus(agent, 999_999_999, { status: 'open' })).status).toBe(404);
  });

  it('assigns: oneself with chat.reply, another or no one with chat.manage, only to an active agent', async () => {
    const { conversationId } = await memberWithConversation(t);
    const support = await agentClient(t);
    const supportId = (await meOf(support))?.id ?? 0;
    const took = await assignTo(support, conversationId, supportId);
    expect(took.body.data?.assignee).toEqual({ id: supportId, name: expect.stringMatching(/^op-support-/) });

    const finance = await operatorClient(t, 'finance');
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM operators WHERE role = 'finance' ORDER BY id DESC LIMIT 1`,
    );
    const financeId = Number(rows[0]?.id);
    expect(finance.token).toBeTruthy();
    const refused = await assignTo(admin, conversationId, financeId);
    expect([refused.status, refused.body.error?.message]).toEqual([400, CHAT_MESSAGES.agentNotAllowed]);
    expect((await assignTo(admin, conversationId, 999_999)).status).toBe(400);

    const other = await agentClient(t);
    const otherId = (await meOf(other))?.id ?? 0;
    await t.db.query('UPDATE operators SET disabled_at = now() WHERE id = $1', [otherId]);
    expect((await assignTo(admin, conversationId, otherId)).body.error?.message).toBe(CHAT_MESSAGES.agentNotAllowed);
    await t.db.query('UPDATE operators SET disabled_at = NULL WHERE id = $1', [otherId]);
    expect((await assignTo(admin, conversationId, otherId)).body.data?.assignee?.id).toBe(otherId);
    expect((await assignTo(admin, conversationId, null)).body.data?.assignee).toBeNull();
    expect((await conversationOf(admin, conversationId)).assignee).toBeNull();
    expect(await auditActions('chat_conversation', String(conversationId))).toEqual([
      'chat.assign',
      'chat.assign',
      'chat.assign',
    ]);
  });

  it('lists the agents with their availability and open conversations, and each sets their own', async () => {
    const agent = await agentClient(t);
    expect(await meOf(agent)).toMatchObject({ available: false, openAssigned: 0, me: true });
    const set = await agent.put<AdminChatAgent>(`${CH}/operator/agents/me`, { available: true });
    expect(set.body.data).toMatchObject({ available: true, me: true });
    const { conversationId } = await memberWithConversation(t);
    await assignTo(agent, conversationId, (await meOf(agent))?.id ?? 0);
    expect(await meOf(agent)).toMatchObject({ available: true, openAssigned: 1 });
    const names = (await admin.get<AdminChatAgent[]>(`${CH}/operator/agents`)).body.data?.map((row) => row.name);
    expect(names).toContain('admin');
    expect(names?.some((name) => name.startsWith('op-finance'))).toBe(false);
    await agent.put(`${CH}/operator/agents/me`, { available: false });
    expect((await meOf(agent))?.available).toBe(false);
    expect((await agent.put(`${CH}/operator/agents/me`, { available: 'yes' })).status).toBe(400);
  });

  it('keeps canned replies by unique short code, audited', async () => {
    const create = (body: object) => admin.post<AdminCannedReply>(`${CH}/operator/canned-replies`, body);
    const greet = await create({ short_code: 'Greet', text: 'สวัสดีค่ะ ยินดีให้บริการ' });
    expect(greet.status).toBe(201);
    expect(greet.body.data).toEqual({ id: expect.any(Number), shortCode: 'greet', text: 'สวัสดีค่ะ ยินดีให้บริการ' });
    const id = greet.body.data?.id ?? 0;
    const taken = await create({ short_code: 'greet', text: 'อื่น' });
    expect([taken.status, taken.body.error?.message]).toEqual([409, CHAT_MESSAGES.shortCodeTaken]);
    const bad = await create({ short_code: 'ทักทาย', text: 'x' });
    expect([bad.status, bad.body.error?.message]).toEqual([400, CHAT_MESSAGES.shortCodeInvalid]);
    const empty = await create({ short_code: 'empty', text: '  ' });
    expect([empty.status, empty.body.error?.message]).toEqual([400, CHAT_MESSAGES.cannedTextRequired]);
    expect((await create({ short_code: 'wait', text: 'รอสักครู่นะคะ' })).status).toBe(201);

    const list = (await admin.get<AdminCannedReply[]>(`${CH}/operator/canned-replies`)).body.data ?? [];
    expect(list.map((row) => row.shortCode).filter((code) => ['greet', 'wait'].includes(code))).toEqual([
      'greet',
      'wait',
    ]);
    const updated = await admin.put<AdminCannedReply>(`${CH}/operator/canned-replies/${id}`, {
      short_code: 'hello',
      text: 'สวัสดีค่ะ',
    });
    expect(updated.body.data).toEqual({ id, shortCode: 'hello', text: 'สวัสดีค่ะ' });
    const clash = await admin.put(`${CH}/operator/canned-replies/${id}`, { short_code: 'wait', text: 'x' });
    expect(clash.status).toBe(409);
    expect((await admin.put(`${CH}/operator/canned-replies/999999`, { short_code: 'zz', text: 'x' })).status).toBe(404);
    expect((await admin.request('DELETE', `${CH}/operator/canned-replies/${id}`)).body).toEqual({
      data: { deleted: true },
    });
    const gone = await admin.request('DELETE', `${CH}/operator/canned-replies/${id}`);
    expect([gone.status, gone.body.error?.message]).toEqual([404, CHAT_MESSAGES.cannedNotFound]);
    expect(await auditActions('chat_canned_reply', String(id))).toEqual([
      'chat.canned_create',
      'chat.canned_update',
      'chat.canned_delete',
    ]);
  });

  it('keeps the settings, refusing hours that do not make sense, audited, and the members see them', async () => {
    const current = (await admin.get<ChatSettings>(`${CH}/operator/settings`)).body.data as ChatSettings;
    const invalid = [
      { businessHours: [{ day: 1, open: '18:00', close: '09:00' }] },
      {
        businessHours: [
          { day: 1, open: '09:00', close: '12:00' },
          { day: 1, open: '13:00', close: '18:00' },
        ],
      },
      { businessHours: [{ day: 7, open: '09:00', close: '18:00' }] },
      { businessHours: [{ day: 1, open: '9:00', close: '18:00' }] },
    ];
    for (const patch of invalid) {
      const answer = await admin.put(`${CH}/operator/settings`, { ...current, ...patch });
      expect([answer.status, answer.body.error?.message], JSON.stringify(patch)).toEqual([
        400,
        CHAT_MESSAGES.businessHoursInvalid,
      ]);
    }
    expect((await admin.put(`${CH}/operator/settings`, { ...current, agentCap: -1 })).body.error?.message).toBe(
      VALIDATION.invalidValue,
    );
    const next = {
      businessHours: [{ day: 1, open: '09:00', close: '18:00' }],
      greeting: ' สวัสดีค่ะ ',
      offlineMessage: 'ตอนนี้ปิดทำการค่ะ',
      imageMaxBytes: 1024 * 1024,
      audioMaxBytes: 2 * 1024 * 1024,
      agentCap: 3,
    };
    const saved = await admin.put<ChatSettings>(`${CH}/operator/settings`, next);
    expect(saved.body.data).toEqual({ ...next, greeting: 'สวัสดีค่ะ' });
    const seen = (await new Client(t.app).get<ChatSettingsPublic>(`${CH}/setting`)).body.data;
    expect(seen).toMatchObject({
      businessHours: next.businessHours,
      greeting: 'สวัสดีค่ะ',
      offlineMessage: next.offlineMessage,
      upload: { imageMaxBytes: 1024 * 1024, audioMaxBytes: 2 * 1024 * 1024 },
    });
    await setChatSettings(admin, { ...current, businessHours: ALWAYS_OPEN });
    expect(await auditActions('chat_settings', '1')).toEqual(['chat.settings_update', 'chat.settings_update']);
  });

  it('reports each agent’s first responses and resolutions, once per spell, for Bangkok days', async () => {
    const agent = await agentClient(t);
    const me = await meOf(agent);
    const clock = vi.spyOn(t.app.clock, 'now');
    const start = Date.parse('2031-05-05T03:00:00Z'); // 10:00 in Bangkok
    const at = (minutes: number) => clock.mockReturnValue(start + minutes * MINUTE_MS);

    at(0);
    const first = await memberWithConversation(t);
    at(2);
    await replyAsAgent(agent, first.conversationId, { text: 'สวัสดีค่ะ' });
    at(3);
    await replyAsAgent(agent, first.conversationId, { text: 'ไม่นับซ้ำ' });
    at(10);
    await setStatus(agent, first.conversationId, { status: 'resolved' });
    at(20); // the member writes again: a new spell
    await sendAsMember(first.member, { text: 'อีกเรื่องค่ะ' });
    at(26);
    await replyAsAgent(agent, first.conversationId, { text: 'ได้ค่ะ' });
    at(50);
    await setStatus(agent, first.conversationId, { status: 'resolved' });
    at(51);
    await setStatus(agent, first.conversationId, { status: 'resolved' });

    const stats = async (query: string) =>
      (await agent.get<AdminChatAgentStats[]>(`${CH}/operator/stats${query}`)).body.data?.find(
        (row) => row.agent.id === me?.id,
      );
    expect(await stats('?from=2031-05-05&to=2031-05-05')).toEqual({
      agent: { id: me?.id, name: me?.name },
      conversations: 1,
      firstResponse: { count: 2, averageSeconds: 240, medianSeconds: 240 },
      resolution: { count: 2, averageSeconds: 1200, medianSeconds: 1200 },
    });
    expect(await stats('?from=2031-05-06&to=2031-05-07')).toMatchObject({
      conversations: 0,
      firstResponse: { count: 0, averageSeconds: null, medianSeconds: null },
    });
    expect((await stats(''))?.firstResponse.count).toBe(2); // the last 7 days by the app's clock
    const backwards = await agent.get(`${CH}/operator/stats?from=2031-05-07&to=2031-05-05`);
    expect([backwards.status, backwards.body.error?.message]).toEqual([400, VALIDATION.dateRange]);
  });
});
