import {
  type AdminChatAgent,
  type AdminChatConversation,
  CHANNELS,
  CHAT_MESSAGES,
  type ChatConversationEvent,
  type ChatFile,
  type ChatMessage,
  type ChatMemberPage,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatTypingEvent,
  type ChatUnreadEvent,
  SERVER_EVENTS,
} from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { makePng } from '../../test/images';
import { nextEvent, openSocket, subjectOf, subscribe } from '../../test/sockets';
import { type MoneyClient, operatorClient } from '../money/test-support';
import { MISSED_LIMIT } from './events';
import { reopenDueSnoozed } from './sweep';
import {
  agentClient,
  CH,
  memberWithConversation,
  replyAsAgent,
  sendAsMember,
  startChatApp,
  type TestApp,
  upload,
} from './test-support';

/** Every event of `event` on the socket for `ms`. */
const eventsFor = <T>(socket: Socket, event: string, ms: number) =>
  new Promise<T[]>((resolve) => {
    const seen: T[] = [];
    const listener = (payload: T) => seen.push(payload);
    socket.on(event, listener);
    setTimeout(() => {
      socket.off(event, listener);
      resolve(seen);
    }, ms);
  });

/**
 * The first `event` on the socket that `matches` (an earlier change's event may still be on its way), or
 * null after `ms`.
 */
const eventWhere = <T>(socket: Socket, event: string, matches: (payload: T) => boolean, ms = 2000) =>
  new Promise<T | null>((resolve) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener);
      resolve(null);
    }, ms);
    socket.on(event, listener);
  });

describe.each(DATABASE_KINDS)('the chat on the realtime socket (%s)', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: MoneyClient;
  const sockets: Socket[] = [];
  const open = async (token: string | null) => {
    const socket = await openSocket(baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startChatApp(kind);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await operatorClient(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('lets a member follow only their own conversation, and an operator with chat.view any and the inbox', async () => {
    const own = await memberWithConversation(t);
    const other = await memberWithConversation(t);
    const member = await open(own.member.token);
    const forbidden = { ok: false, error: { code: 'FORBIDDEN', message: CHAT_MESSAGES.channelForbidden } };
    expect(await subscribe(member, CHANNELS.conversation(own.conversationId))).toEqual({ ok: true });
    expect(await subscribe(member, CHANNELS.conversation(other.conversationId))).toEqual(forbidden);
    expect(await subscribe(member, CHANNELS.conversation(999_999_999))).toEqual(forbidden);
    expect(await subscribe(member, CHANNELS.inbox)).toEqual(forbidden);
    expect(await subscribe(member, 'conversation:abc')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    const support = await open((await agentClient(t)).token);
    expect(await subscribe(support, CHANNELS.inbox)).toEqual({ ok: true });
    expect(await subscribe(support, CHANNELS.conversation(other.conversationId))).toEqual({ ok: true });
    expect(await subscribe(support, CHANNELS.conversation(999_999_999))).toEqual(forbidden);
    const content = await open((await operatorClient(t, 'content')).token);
    expect(await subscribe(content, CHANNELS.inbox)).toEqual(forbidden);
    expect(await subscribe(content, CHANNELS.conversation(own.conversationId))).toEqual(forbidden);

    // Nothing of another's conversation reaches a refused socket.
    const leaked = nextEvent(member, SERVER_EVENTS.chatMessage, 400);
    await sendAsMember(other.member, { text: 'ส่วนตัว' });
    expect(await leaked).toBeNull();
  });

  it('sends each side the other’s messages, reads, state changes and the member’s unread count, once committed', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const channel = CHANNELS.conversation(conversationId);
    const memberSocket = await open(member.token);
    await subscribe(memberSocket, channel);
    await subscribe(memberSocket, CHANNELS.member(subjectOf(member.token ?? '')));
    const agent = await agentClient(t);
    const agentSocket = await open(agent.token);
    await subscribe(agentSocket, channel);
    await subscribe(agentSocket, CHANNELS.inbox);

    // The member writes: the agent gets the message and the inbox row, the member's own sockets (other
    // tabs) the message too.
    const toAgent = nextEvent<ChatMessageEvent>(agentSocket, SERVER_EVENTS.chatMessage);
    const echoed = nextEvent<ChatMessageEvent>(memberSocket, SERVER_EVENTS.chatMessage);
    const inboxRow = eventWhere<ChatConversationEvent>(
      agentSocket,
      SERVER_EVENTS.chatConversation,
      (event) => event.channel === CHANNELS.inbox,
    );
    const sent = await sendAsMember(member, { text: 'ถอนเงินไม่ได้ค่ะ' });
    expect(await toAgent).toEqual({ channel, message: sent.body.data });
    expect(await echoed).toEqual({ channel, message: sent.body.data });
    const row = (await inboxRow)?.conversation as AdminChatConversation;
    expect([row.id, row.unread, row.lastMessage?.preview]).toEqual([conversationId, 2, 'ถอนเงินไม่ได้ค่ะ']);

    // The agent replies: the member gets the message, the read pointer and the unread count.
    const toMember = nextEvent<ChatMessageEvent>(memberSocket, SERVER_EVENTS.chatMessage);
    const unread = eventWhere<ChatUnreadEvent>(memberSocket, SERVER_EVENTS.chatUnread, (event) => event.count > 0);
    const readByTeam = eventWhere<ChatReadEvent>(memberSocket, SERVER_EVENTS.chatRead, (e) => e.reader === 'agent');
    const reply = await replyAsAgent(agent, conversationId, { text: 'ตรวจสอบให้นะคะ' });
    // The agent's name is for operators: the member's copy has none.
    expect(reply.body.data?.agentName).toMatch(/\S/);
    expect(await toMember).toEqual({ channel, message: { ...reply.body.data, agentName: null } });
    expect(await unread).toEqual({ channel: CHANNELS.member(subjectOf(member.token ?? '')), count: 1 });
    expect(await readByTeam).toEqual({ channel, conversationId, reader: 'agent', lastReadId: 3 });

    // The member reads: the agent sees it; the count goes to 0.
    const readByMember = eventWhere<ChatReadEvent>(
      agentSocket,
      SERVER_EVENTS.chatRead,
      (event) => event.reader === 'member' && event.lastReadId === 3,
    );
    const cleared = eventWhere<ChatUnreadEvent>(memberSocket, SERVER_EVENTS.chatUnread, (event) => event.count === 0);
    await member.post(`${CH}/chat-member/reset-unread`);
    expect(await readByMember).toMatchObject({ reader: 'member', lastReadId: 3 });
    expect((await cleared)?.count).toBe(0);

    // A state change: the whole row to the inbox, the state to the conversation.
    const stateForMember = eventWhere<ChatConversationEvent>(
      memberSocket,
      SERVER_EVENTS.chatConversation,
      (event) => event.conversation.status === 'resolved',
    );
    const stateForInbox = eventsFor<ChatConversationEvent>(agentSocket, SERVER_EVENTS.chatConversation, 500);
    await agent.post(`${CH}/operator/conversations/${conversationId}/status`, { status: 'resolved' });
    expect(await stateForMember).toEqual({ channel, conversation: { id: conversationId, status: 'resolved' } });
    const resolved = (await stateForInbox).filter((event) => event.conversation.status === 'resolved');
    expect(resolved.map((event) => event.channel).sort()).toEqual([channel, CHANNELS.inbox].sort());

    // A resend publishes nothing.
    const silent = nextEvent(agentSocket, SERVER_EVENTS.chatMessage, 400);
    await sendAsMember(member, { text: 'ซ้ำ' }, sent.body.data?.clientMessageId ?? '');
    expect(await silent).toBeNull();
  });

  it('tells the inbox about a new conversation and an assignment', async () => {
    const support = await agentClient(t);
    const socket = await open(support.token);
    await subscribe(socket, CHANNELS.inbox);
    const created = nextEvent<ChatConversationEvent>(socket, SERVER_EVENTS.chatConversation);
    const { conversationId } = await memberWithConversation(t, 'ใหม่');
    expect((await created)?.conversation).toMatchObject({ id: conversationId, status: 'open', assignee: null });
    const me = (await support.get<AdminChatAgent[]>(`${CH}/operator/agents`)).body.data?.find((a) => a.me);
    const assigned = nextEvent<ChatConversationEvent>(socket, SERVER_EVENTS.chatConversation);
    await support.post(`${CH}/operator/conversations/${conversationId}/assign`, { operator_id: me?.id });
    expect((await assigned)?.conversation).toMatchObject({ id: conversationId, assignee: { id: me?.id } });
  });

  it('gives a client that resumes after a disconnect exactly what it missed, from the database', async () => {
    const { member, conversationId, message } = await memberWithConversation(t);
    const channel = CHANNELS.conversation(conversationId);
    const first = await open(member.token);
    expect(await subscribe(first, channel, message.id)).toEqual({ ok: true, missed: [] });
    first.close();

    const agent = await agentClient(t);
    const replies = [];
    for (const text of ['หนึ่ง', 'สอง', 'สาม'])
      replies.push((await replyAsAgent(agent, conversationId, { text })).body.data);
    const again = await open(member.token);
    expect(await subscribe(again, channel, message.id)).toEqual({
      ok: true,
      missed: replies.map((reply) => ({ ...reply, agentName: null })),
    });
    // After resuming, new messages come live.
    const live = nextEvent<ChatMessageEvent>(again, SERVER_EVENTS.chatMessage);
    const fourth = await replyAsAgent(agent, conversationId, { text: 'สี่' });
    expect((await live)?.message).toEqual({ ...fourth.body.data, agentName: null });

    // More than a page missed: the ack carries the first page, the rest is read with ?after=.
    again.close();
    for (let n = 0; n < MISSED_LIMIT + 5; n += 1) {
      await replyAsAgent(agent, conversationId, { text: `ข้อความ ${n}` });
    }
    const later = await open(member.token);
    const ack = await subscribe(later, channel, 5);
    const missed = ack.ok ? (ack.missed ?? []) : [];
    expect(missed.map((m) => m.id)).toEqual(Array.from({ length: MISSED_LIMIT }, (_, n) => n + 6));
    const rest = (await member.get<ChatMemberPage>(`${CH}/chat-member?after=${missed.at(-1)?.id}`)).body.data;
    expect(rest?.messages.map((m) => m.id)).toEqual([106, 107, 108, 109, 110]);
    expect(rest?.hasMore).toBe(false);
  });

  it('relays typing both ways on a conversation channel, throttled, and nowhere else', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const channel = CHANNELS.conversation(conversationId);
    const agent = await agentClient(t);
    const memberSocket = await open(member.token);
    const agentSocket = await open(agent.token);
    await subscribe(memberSocket, channel);
    await subscribe(agentSocket, channel);
    await subscribe(agentSocket, CHANNELS.inbox);

    const seenByAgent = eventsFor<ChatTypingEvent>(agentSocket, SERVER_EVENTS.chatTyping, 600);
    memberSocket.emit('typing', { channel, typing: true });
    memberSocket.emit('typing', { channel, typing: true }); // within the throttle: dropped
    expect(await seenByAgent).toEqual([{ channel, conversationId, who: 'member', name: null, typing: true }]);

    const seenByMember = nextEvent<ChatTypingEvent>(memberSocket, SERVER_EVENTS.chatTyping);
    agentSocket.emit('typing', { channel, typing: true });
    // Who types is named to operators only.
    expect(await seenByMember).toEqual({ channel, conversationId, who: 'agent', name: null, typing: true });
    const stopped = nextEvent<ChatTypingEvent>(agentSocket, SERVER_EVENTS.chatTyping);
    memberSocket.emit('typing', { channel, typing: false });
    expect((await stopped)?.typing).toBe(false);

    // Not on the inbox, nor on a conversation the socket does not follow.
    const stranger = await memberWithConversation(t);
    const strangerSocket = await open(stranger.member.token);
    const nothing = nextEvent(agentSocket, SERVER_EVENTS.chatTyping, 400);
    strangerSocket.emit('typing', { channel, typing: true });
    agentSocket.emit('typing', { channel: CHANNELS.inbox, typing: true });
    expect(await nothing).toBeNull();
  });

  it('signs a file’s link for each audience, and a resumption’s for whoever resumes', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const channel = CHANNELS.conversation(conversationId);
    const memberSocket = await open(member.token);
    const agent = await agentClient(t);
    const agentSocket = await open(agent.token);
    await subscribe(memberSocket, channel);
    await subscribe(agentSocket, channel);
    const withFile = (event: ChatMessageEvent) => event.message.file !== null;
    const toMember = eventWhere<ChatMessageEvent>(memberSocket, SERVER_EVENTS.chatMessage, withFile);
    const toAgent = eventWhere<ChatMessageEvent>(agentSocket, SERVER_EVENTS.chatMessage, withFile);
    const picture = makePng(5, 5);
    const file = (await upload(t, agent, picture)).body.data as ChatFile;
    const sent = (await replyAsAgent(agent, conversationId, { file_id: file.id })).body.data as ChatMessage;

    const memberUrl = (await toMember)?.message.file?.url ?? '';
    const operatorsUrl = (await toAgent)?.message.file?.url ?? '';
    expect(memberUrl).toContain(`v=m${subjectOf(member.token ?? '')}&`);
    expect(operatorsUrl).toContain('v=o&');
    for (const url of [memberUrl, operatorsUrl]) {
      expect((await t.app.inject({ url })).rawPayload.equals(picture)).toBe(true);
    }

    const resumed = await subscribe(await open(agent.token), channel, sent.id - 1);
    const missed = resumed.ok ? (resumed.missed?.[0] as ChatMessage | undefined) : undefined;
    expect(missed?.file?.url).toContain(`v=o${subjectOf(agent.token ?? '')}&`);
  });

  it('sends the snooze sweep’s reopening to the conversation', async () => {
    const { conversationId } = await memberWithConversation(t);
    const socket = await open(admin.token);
    await subscribe(socket, CHANNELS.conversation(conversationId));
    const until = Date.now() + 60_000;
    const snoozed = nextEvent<ChatConversationEvent>(socket, SERVER_EVENTS.chatConversation);
    await admin.post(`${CH}/operator/conversations/${conversationId}/status`, {
      status: 'snoozed',
      snoozed_until: new Date(until).toISOString(),
    });
    expect((await snoozed)?.conversation).toEqual({ id: conversationId, status: 'snoozed' });
    const reopened = nextEvent<ChatConversationEvent>(socket, SERVER_EVENTS.chatConversation);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(until + 1);
    try {
      expect(await reopenDueSnoozed(t.app)).toBeGreaterThanOrEqual(1);
    } finally {
      vi.restoreAllMocks();
    }
    expect((await reopened)?.conversation).toEqual({ id: conversationId, status: 'open' });
  });
});
