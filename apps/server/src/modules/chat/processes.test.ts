import { randomBytes } from 'node:crypto';
import {
  CHANNELS,
  CHAT_API_BASE as CH,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatTypingEvent,
  SERVER_EVENTS,
} from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OPERATOR_PASSWORD, uniqueMember } from '../../test/harness';
import {
  canScaleOut,
  httpCall as call,
  type ScaledOut,
  type ServerProcess,
  startScaledOut,
} from '../../test/processes';
import { nextEvent, openSocket, subscribe } from '../../test/sockets';

/**
 * The chat on two app processes over one PostgreSQL and one Redis (issue 16 §1): a member on one, an
 * agent on the other, messages and typing crossing both ways, and a member whose process stops
 * resuming on the other without losing a message. Needs TEST_DATABASE_URL and a redis-server binary.
 */
const clientId = () => randomBytes(12).toString('base64url');

describe.skipIf(!canScaleOut)('the live chat across two processes with Redis', () => {
  let scaled: ScaledOut;
  let a: ServerProcess;
  let b: ServerProcess;
  let memberToken: string;
  let agentToken: string;
  let conversationId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    scaled = await startScaledOut();
    ({ a, b } = scaled);
    const member = uniqueMember();
    expect((await call(a.base, '/api/member/register', null, member)).status).toBe(201);
    memberToken =
      (await call<{ access_token: string }>(a.base, '/api/member/login', null, member)).body.data?.access_token ?? '';
    agentToken =
      (
        await call<{ access_token: string }>(b.base, '/api/admin/login', null, {
          username: 'admin',
          password: TEST_OPERATOR_PASSWORD,
        })
      ).body.data?.access_token ?? '';
    const first = await call<ChatMessage>(a.base, `${CH}/chat-member/send`, memberToken, {
      text: 'สวัสดีค่ะ',
      client_message_id: clientId(),
    });
    conversationId = first.body.data?.conversationId ?? 0;
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await scaled?.stop();
  }, 60_000);

  async function follow(server: ServerProcess, token: string, after?: number) {
    const socket = await openSocket(server.base, token);
    sockets.push(socket);
    const ack = await subscribe(socket, CHANNELS.conversation(conversationId), after);
    expect(ack.ok).toBe(true);
    return { socket, missed: ack.ok ? (ack.missed ?? []) : [] };
  }

  it('carries messages and typing between a member on one process and an agent on the other, both ways', async () => {
    const { socket: member } = await follow(a, memberToken);
    const { socket: agent } = await follow(b, agentToken);
    const channel = CHANNELS.conversation(conversationId);

    const toAgent = nextEvent<ChatMessageEvent>(agent, SERVER_EVENTS.chatMessage, 3000);
    const sent = await call<ChatMessage>(a.base, `${CH}/chat-member/send`, memberToken, {
      text: 'เติมเงินไม่เข้าค่ะ',
      client_message_id: clientId(),
    });
    expect((await toAgent)?.message).toEqual(sent.body.data);

    const toMember = nextEvent<ChatMessageEvent>(member, SERVER_EVENTS.chatMessage, 3000);
    const reply = await call<ChatMessage>(
      b.base,
      `${CH}/operator/conversations/${conversationId}/messages`,
      agentToken,
      {
        text: 'ตรวจสอบให้ค่ะ',
        client_message_id: clientId(),
      },
    );
    expect((await toMember)?.message).toEqual({ ...reply.body.data, agentName: null });

    const memberTyping = nextEvent<ChatTypingEvent>(agent, SERVER_EVENTS.chatTyping, 3000);
    member.emit('typing', { channel, typing: true });
    expect(await memberTyping).toMatchObject({ who: 'member', typing: true });
    const agentTyping = nextEvent<ChatTypingEvent>(member, SERVER_EVENTS.chatTyping, 3000);
    agent.emit('typing', { channel, typing: true });
    expect(await agentTyping).toMatchObject({ who: 'agent', name: null, typing: true });
  });

  it('loses nothing when the member’s process stops mid-conversation: they resume on the other', async () => {
    const { socket: member } = await follow(a, memberToken);
    const last = await call<ChatMessage>(a.base, `${CH}/chat-member/send`, memberToken, {
      text: 'ยังรออยู่ค่ะ',
      client_message_id: clientId(),
    });
    const lastId = last.body.data?.id ?? 0;
    await a.stop();
    member.close();
    const replies: (ChatMessage | undefined)[] = [];
    for (const text of ['ได้รับแล้วค่ะ', 'กำลังดำเนินการ']) {
      const answer = await call<ChatMessage>(
        b.base,
        `${CH}/operator/conversations/${conversationId}/messages`,
        agentToken,
        { text, client_message_id: clientId() },
      );
      replies.push(answer.body.data);
    }
    const { missed } = await follow(b, memberToken, lastId);
    expect(missed).toEqual(replies.map((reply) => ({ ...reply, agentName: null })));
  });
});
