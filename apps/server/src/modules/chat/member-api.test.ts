import {
  bangkokDayStartMs,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatFile,
  type ChatMemberPage,
  type ChatMessage,
  type ChatSettingsPublic,
  type ChatUnreadCount,
  CONTENT_MESSAGES,
  SERVER_MESSAGES,
  VALIDATION,
} from '@member/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GIF, JPEG, makePng, multipartBody } from '../../test/images';
import { Client, DATABASE_KINDS } from '../../test/harness';
import { type MoneyClient, memberClient, operatorClient } from '../money/test-support';
import {
  ALWAYS_OPEN,
  agentClient,
  CH,
  conversationOf,
  memberWithConversation,
  newClientId,
  replyAsAgent,
  rowCount,
  sendAsMember,
  setChatSettings,
  startChatApp,
  type TestApp,
  upload,
} from './test-support';
import { MP3_FRAME, makeWav } from '../../test/audio';

const HOUR_MS = 60 * 60_000;
/** An instant of a Bangkok day at a Bangkok hour. */
const bangkok = (day: string, hour: number) => bangkokDayStartMs(day) + hour * HOUR_MS;

describe.each(DATABASE_KINDS)('the members’ live chat on %s', (kind) => {
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

  const page = async (member: Client, query = '') =>
    (await member.get<ChatMemberPage>(`${CH}/chat-member${query}`)).body.data;
  const unread = async (member: Client) =>
    (await member.get<ChatUnreadCount>(`${CH}/chat-member/count`)).body.data?.count;

  it('tells anyone the hours, greeting, offline message and upload limits, open around the clock by default', async () => {
    const answer = await new Client(t.app).get<ChatSettingsPublic>(`${CH}/setting`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      businessHours: ALWAYS_OPEN,
      openNow: true,
      greeting: expect.stringMatching(/\S/),
      offlineMessage: expect.stringMatching(/\S/),
      upload: {
        imageMaxBytes: CHAT_LIMITS.imageMaxBytesDefault,
        audioMaxBytes: CHAT_LIMITS.audioMaxBytesDefault,
        imageTypes: ['jpg', 'jpeg', 'png'],
        audioTypes: ['mp3', 'wav'],
      },
      messageMaxLength: CHAT_LIMITS.messageMaxLength,
    });
  });

  it('answers the member calls only to a signed-in member', async () => {
    const guest = new Client(t.app);
    const calls = [
      () => guest.get(`${CH}/chat-member`),
      () => guest.get(`${CH}/chat-member/count`),
      () => guest.post(`${CH}/chat-member/send`, { text: 'x', client_message_id: newClientId() }),
      () => guest.post(`${CH}/chat-member/reset-unread`, {}),
    ];
    for (const call of calls) {
      expect((await call()).body).toEqual({ error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized } });
    }
    expect((await admin.get(`${CH}/chat-member`)).status).toBe(403);
    expect((await admin.post(`${CH}/chat-member/send`, { text: 'x', client_message_id: newClientId() })).status).toBe(
      403,
    );
  });

  it('has no conversation before the first message, which makes one, open, with the message as id 1', async () => {
    const member = await memberClient(t);
    expect(await page(member)).toEqual({ conversation: null, messages: [], hasMore: false });
    expect(await unread(member)).toBe(0);
    expect((await member.post<ChatUnreadCount>(`${CH}/chat-member/reset-unread`)).body.data).toEqual({ count: 0 });

    const clientId = newClientId();
    const sent = await sendAsMember(member, { text: '  ฝากเงินแล้วยังไม่เข้าค่ะ  ' }, clientId);
    expect(sent.status).toBe(201);
    const message = sent.body.data as ChatMessage;
    expect(message).toEqual({
      id: 1,
      conversationId: expect.any(Number),
      sender: 'member',
      agentName: null,
      text: 'ฝากเงินแล้วยังไม่เข้าค่ะ',
      file: null,
      clientMessageId: clientId,
      createdAt: expect.any(String),
    });
    expect(await page(member)).toEqual({
      conversation: { id: message.conversationId, status: 'open', memberLastReadId: 1, agentLastReadId: 0, unread: 0 },
      messages: [message],
      hasMore: false,
    });
    const inbox = await conversationOf(admin, message.conversationId);
    expect(inbox).toMatchObject({
      status: 'open',
      unread: 1,
      lastMessage: { id: 1, sender: 'member', preview: 'ฝากเงินแล้วยังไม่เข้าค่ะ' },
    });
  });

  it('stores a resend with the same client id once, answering the stored message with 200', async () => {
    const { member, message } = await memberWithConversation(t);
    const again = await sendAsMember(member, { text: 'ข้อความอื่น' }, message.clientMessageId ?? '');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(message);
    expect((await page(member))?.messages).toEqual([message]);
    // The same client id from another member is another message.
    const other = await memberClient(t);
    expect((await sendAsMember(other, { text: 'x' }, message.clientMessageId ?? '')).status).toBe(201);
  });

  it('refuses a send without text or file, too long, or with a bad client id, storing nothing', async () => {
    const { member } = await memberWithConversation(t);
    const before = await rowCount(t.db, 'chat_messages');
    const refusals: [unknown, string][] = [
      [{ client_message_id: newClientId() }, '*กรุณาพิมพ์ข้อความหรือแนบไฟล์'],
      [{ text: '   ', client_message_id: newClientId() }, '*กรุณาพิมพ์ข้อความหรือแนบไฟล์'],
      [
        { text: 'ก'.repeat(CHAT_LIMITS.messageMaxLength + 1), client_message_id: newClientId() },
        '*ข้อความยาวได้ไม่เกิน 2,000 ตัวอักษร',
      ],
      [{ text: 'x', client_message_id: 'short' }, VALIDATION.invalidValue],
      [{ text: 'x', client_message_id: newClientId(), file_id: 'not-a-uuid' }, CHAT_MESSAGES.fileNotFound],
    ];
    for (const [body, message] of refusals) {
      const answer = await member.post(`${CH}/chat-member/send`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      if (message) expect(answer.body.error?.message).toBe(message);
    }
    expect(await rowCount(t.db, 'chat_messages')).toBe(before);
  });

  it('pages by message id: the newest page first, older with before, newer with after', async () => {
    const { member } = await memberWithConversation(t, '1');
    for (let n = 2; n <= 7; n += 1) expect((await sendAsMember(member, { text: String(n) })).status).toBe(201);
    const ids = (answer: ChatMemberPage | undefined) => [answer?.messages.map((m) => m.id), answer?.hasMore];
    expect(ids(await page(member, '?limit=3'))).toEqual([[5, 6, 7], true]);
    expect(ids(await page(member, '?limit=3&before=5'))).toEqual([[2, 3, 4], true]);
    expect(ids(await page(member, '?limit=3&before=2'))).toEqual([[1], false]);
    expect(ids(await page(member, '?limit=3&after=0'))).toEqual([[1, 2, 3], true]);
    expect(ids(await page(member, '?limit=3&after=4'))).toEqual([[5, 6, 7], false]);
    expect(ids(await page(member, '?after=7'))).toEqual([[], false]);
    expect((await page(member, '?limit=3&after=4'))?.messages.map((m) => m.text)).toEqual(['5', '6', '7']);
    for (const query of ['?before=1&after=1', '?limit=0', '?limit=101', '?after=-1', '?before=x']) {
      expect((await member.get(`${CH}/chat-member${query}`)).status, query).toBe(400);
    }
  });

  it('takes the read pointer only as a JSON integer, as the money amounts are', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const agent = await agentClient(t);
    await replyAsAgent(agent, conversationId, { text: 'สวัสดีค่ะ' });
    for (const last_read_id of [true, '5', [3], null, 1.5, -1]) {
      const answer = await member.post(`${CH}/chat-member/reset-unread`, { last_read_id });
      expect([answer.status, answer.body.error?.message], JSON.stringify(last_read_id)).toEqual([
        400,
        VALIDATION.invalidValue,
      ]);
    }
    expect(await unread(member)).toBe(1);
  });

  it('counts the agents’ messages the member has not read, and resets them up to a message or all', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const agent = await agentClient(t);
    for (const text of ['สวัสดีค่ะ', 'รอสักครู่นะคะ', 'ตรวจสอบแล้วค่ะ']) {
      expect((await replyAsAgent(agent, conversationId, { text })).status).toBe(201);
    }
    expect(await unread(member)).toBe(3);
    expect((await page(member))?.conversation?.unread).toBe(3);
    const newest = await page(member);
    // To a member an agent is the team: no operator's sign-in name reaches them.
    expect(newest?.messages.filter((m) => m.sender === 'agent').map((m) => m.agentName)).toEqual(Array(3).fill(null));
    expect(
      (await member.post<ChatUnreadCount>(`${CH}/chat-member/reset-unread`, { last_read_id: 2 })).body.data,
    ).toEqual({
      count: 2,
    });
    // A pointer never moves back.
    expect(
      (await member.post<ChatUnreadCount>(`${CH}/chat-member/reset-unread`, { last_read_id: 1 })).body.data,
    ).toEqual({
      count: 2,
    });
    expect((await member.post<ChatUnreadCount>(`${CH}/chat-member/reset-unread`)).body.data).toEqual({ count: 0 });
    expect(await unread(member)).toBe(0);
    expect((await conversationOf(admin, conversationId)).memberLastReadId).toBe(4);
    // A reply after the reset counts again; the member's own message reads everything before it.
    await replyAsAgent(agent, conversationId, { text: 'อีกข้อความ' });
    expect(await unread(member)).toBe(1);
    await sendAsMember(member, { text: 'ขอบคุณค่ะ' });
    expect(await unread(member)).toBe(0);
  });

  it('reopens a pending, resolved or snoozed conversation on the member’s next message', async () => {
    const { member, conversationId } = await memberWithConversation(t);
    const agent = await agentClient(t);
    const snoozeUntil = new Date(Date.now() + 24 * HOUR_MS).toISOString();
    for (const body of [
      { status: 'pending' },
      { status: 'resolved' },
      { status: 'snoozed', snoozed_until: snoozeUntil },
    ]) {
      const changed = await agent.post(`${CH}/operator/conversations/${conversationId}/status`, body);
      expect(changed.status, body.status).toBe(200);
      expect((await page(member))?.conversation?.status).toBe(body.status);
      expect((await sendAsMember(member, { text: 'ยังอยู่ไหมคะ' })).status).toBe(201);
      const reopened = await conversationOf(admin, conversationId);
      expect([reopened.status, reopened.snoozedUntil]).toEqual(['open', null]);
    }
  });

  it('answers the first message of an offline spell with the offline message, once per spell', async () => {
    const operator = await operatorClient(t);
    const offlineMessage = 'ขณะนี้นอกเวลาทำการ ทีมงานจะตอบกลับเวลา 09:00 น.';
    const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '17:00' }));
    await setChatSettings(operator, { businessHours: hours, offlineMessage });
    try {
      const clock = vi.spyOn(t.app.clock, 'now');
      clock.mockReturnValue(bangkok('2030-03-04', 20));
      const setting = (await new Client(t.app).get<ChatSettingsPublic>(`${CH}/setting`)).body.data;
      expect(setting?.openNow).toBe(false);
      const member = await memberClient(t);
      const senders = async () => (await page(member))?.messages.map((m) => `${m.sender}:${m.text}`);

      await sendAsMember(member, { text: 'a' });
      expect(await senders()).toEqual(['member:a', `system:${offlineMessage}`]);
      expect(await unread(member)).toBe(1);
      clock.mockReturnValue(bangkok('2030-03-04', 23));
      await sendAsMember(member, { text: 'b' });
      clock.mockReturnValue(bangkok('2030-03-05', 8)); // still the night's spell
      await sendAsMember(member, { text: 'c' });
      clock.mockReturnValue(bangkok('2030-03-05', 10)); // open
      await sendAsMember(member, { text: 'd' });
      clock.mockReturnValue(bangkok('2030-03-05', 18)); // the next night
      await sendAsMember(member, { text: 'e' });
      expect(await senders()).toEqual([
        'member:a',
        `system:${offlineMessage}`,
        'member:b',
        'member:c',
        'member:d',
        'member:e',
        `system:${offlineMessage}`,
      ]);
    } finally {
      await setChatSettings(operator, { businessHours: ALWAYS_OPEN });
    }
  });

  it(`takes at most ${CHAT_LIMITS.sendsPerMinute} sends a minute from one member`, async () => {
    const member = await memberClient(t);
    for (let n = 0; n < CHAT_LIMITS.sendsPerMinute; n += 1) {
      expect((await sendAsMember(member, { text: String(n) })).status).toBe(201);
    }
    const refused = await sendAsMember(member, { text: 'เกิน' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests });
    // Another member on the same address is not held back.
    const neighbour = new Client(t.app, member.ip) as MoneyClient;
    await neighbour.registerAndLogin();
    expect((await sendAsMember(neighbour, { text: 'hi' })).status).toBe(201);
  });

  describe('uploads', () => {
    it('takes images and sounds recognised by content, whatever their declared type', async () => {
      const member = await memberClient(t);
      const cases: [Buffer, string, string][] = [
        [makePng(), 'image', 'image/png'],
        [JPEG, 'image', 'image/jpeg'],
        [makeWav(), 'audio', 'audio/wav'],
        [MP3_FRAME, 'audio', 'audio/mpeg'],
      ];
      for (const [data, fileKind, mime] of cases) {
        const answer = await upload(t, member, data, 'text/plain');
        expect(answer.status, mime).toBe(201);
        expect(answer.body.data).toEqual({
          id: expect.any(String),
          kind: fileKind,
          mime,
          size: data.length,
          url: expect.stringMatching(new RegExp(`^${CH}/file/${answer.body.data?.id}/content\\?`)),
        });
        const served = await t.app.inject({ url: answer.body.data?.url ?? '' });
        expect(served.rawPayload.equals(data)).toBe(true);
        expect(served.headers['content-type']).toBe(mime);
      }
    });

    it('refuses any other file, a missing one, or one over its kind’s limit, storing nothing', async () => {
      const member = await memberClient(t);
      const operator = await operatorClient(t);
      await setChatSettings(operator, {
        imageMaxBytes: CHAT_LIMITS.uploadMaxBytesFloor,
        audioMaxBytes: 2 * 1024 * 1024,
      });
      try {
        const before = await rowCount(t.db, 'chat_files');
        for (const data of [
          GIF,
          Buffer.from('%PDF-1.4 hello'),
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        ]) {
          const answer = await upload(t, member, data, 'image/png');
          expect(answer.status).toBe(400);
          expect(answer.body.error?.message).toBe(CHAT_MESSAGES.fileTypeNotAllowed);
        }
        const bigPng = Buffer.concat([makePng(), Buffer.alloc(CHAT_LIMITS.uploadMaxBytesFloor)]);
        const tooBig = await upload(t, member, bigPng, 'image/png');
        expect(tooBig.status).toBe(400);
        expect(tooBig.body.error?.message).toBe(`${CHAT_MESSAGES.fileTooLarge} (สูงสุด 0.1 MB)`);
        // The same size is within the sounds' limit.
        expect((await upload(t, member, makeWav(CHAT_LIMITS.uploadMaxBytesFloor))).status).toBe(201);
        const overAll = await upload(t, member, makeWav(2 * 1024 * 1024 + 1));
        expect(overAll.body.error?.message).toBe(`${CHAT_MESSAGES.fileTooLarge} (สูงสุด 2 MB)`);
        const empty = multipartBody([{ name: 'note', value: 'x' }]);
        const none = await t.app.inject({
          method: 'POST',
          url: `${CH}/file/upload`,
          payload: empty.payload,
          headers: { ...empty.headers, authorization: `Bearer ${member.token}` },
        });
        expect([none.statusCode, none.json().error.message]).toEqual([400, CHAT_MESSAGES.fileRequired]);
        const twoFiles = multipartBody([
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: makePng() },
          { name: 'file', filename: 'b.png', contentType: 'image/png', data: makePng() },
        ]);
        const two = await t.app.inject({
          method: 'POST',
          url: `${CH}/file/upload`,
          payload: twoFiles.payload,
          headers: { ...twoFiles.headers, authorization: `Bearer ${member.token}` },
        });
        expect([two.statusCode, two.json().error.message]).toEqual([400, CONTENT_MESSAGES.oneFileOnly]);
        expect((await member.post(`${CH}/file/upload`, { file: 'x' })).status).toBe(415);
        expect(await rowCount(t.db, 'chat_files')).toBe(before + 1);
      } finally {
        await setChatSettings(operator, {
          imageMaxBytes: CHAT_LIMITS.imageMaxBytesDefault,
          audioMaxBytes: CHAT_LIMITS.audioMaxBytesDefault,
        });
      }
    });

    it('takes a member’s or a replying operator’s token, nobody else’s', async () => {
      expect((await upload(t, new Client(t.app), makePng())).status).toBe(401);
      expect((await upload(t, await agentClient(t), makePng())).status).toBe(201);
      expect((await upload(t, await operatorClient(t, 'finance'), makePng())).status).toBe(403);
      const forged = new Client(t.app);
      forged.token = 'not.a.token';
      expect((await upload(t, forged, makePng())).status).toBe(401);
    });

    it('attaches the sender’s own upload to a message, and no one else’s', async () => {
      const { member, conversationId } = await memberWithConversation(t);
      const image = (await upload(t, member, makePng())).body.data as ChatFile;
      const sent = await sendAsMember(member, { file_id: image.id });
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({ text: null, file: image });
      expect((await conversationOf(admin, conversationId)).lastMessage?.preview).toBe('รูปภาพ');

      const stranger = await memberClient(t);
      const taken = await sendAsMember(stranger, { text: 'ดูรูปนี้', file_id: image.id });
      expect([taken.status, taken.body.error?.message]).toEqual([400, CHAT_MESSAGES.fileNotFound]);
      expect(await page(stranger)).toEqual({ conversation: null, messages: [], hasMore: false });

      const agent = await agentClient(t);
      const sound = (await upload(t, agent, makeWav())).body.data as ChatFile;
      const replied = await replyAsAgent(agent, conversationId, { text: 'ฟังนะคะ', file_id: sound.id });
      expect(replied.body.data).toMatchObject({ sender: 'agent', text: 'ฟังนะคะ', file: sound });
      expect((await replyAsAgent(agent, conversationId, { file_id: image.id })).status).toBe(400);
      // Each reader gets the link signed for them.
      const { url, ...same } = sound;
      const seen = (await page(member))?.messages.at(-1)?.file;
      expect(seen).toMatchObject(same);
      expect(seen?.url).not.toBe(url);
      expect((await t.app.inject({ url: seen?.url ?? '' })).statusCode).toBe(200);
    });
  });
});
