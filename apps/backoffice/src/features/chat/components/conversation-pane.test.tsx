import { type AdminChatConversation, type ChatMessage, CHAT_LIMITS, STATUS_LABELS } from '@member/shared';
import { BO_CHAT, BO_DATE_FIELD } from '@member/shared/backoffice';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type MockReply, mockChatApi, ok, refusal } from '../test/fetch-mock';
import {
  AGENTS,
  CANNED,
  CONVERSATION,
  COUNTS,
  DETAIL,
  fileLink,
  message,
  MESSAGES,
  OLDER,
  pageOf,
  SETTINGS,
} from '../test/fixtures';
import { renderChat } from '../test/render';

/** 2026-03-02 15:00 in Bangkok. */
const NOW = new Date('2026-03-02T08:00:00.000Z');
const URL_7 = '/chat/inbox/7';

const conversationApi = (overrides: Parameters<typeof mockChatApi>[0] = {}) =>
  mockChatApi({
    'GET /operator/conversations': () => ok(pageOf([CONVERSATION])),
    'GET /operator/conversations/counts': () => ok(COUNTS),
    'GET /operator/agents': () => ok(AGENTS),
    'GET /operator/conversations/7': () => ok(DETAIL),
    'GET /operator/conversations/7/messages': ({ search }) =>
      ok(search.includes('before=11') ? { messages: OLDER, hasMore: false } : { messages: MESSAGES, hasMore: true }),
    'POST /operator/conversations/7/read': ({ body }) =>
      ok({ ...CONVERSATION, unread: 0, agentLastReadId: (body as { last_read_id: number }).last_read_id }),
    'GET /operator/canned-replies': () => ok(CANNED),
    'GET /operator/settings': () => ok(SETTINGS),
    ...overrides,
  });

const log = () => screen.getByRole('log', { name: BO_CHAT.messagesLabel });
const replyBox = () => screen.getByRole('textbox', { name: BO_CHAT.replyLabel }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(replyBox(), { target: { value: text, selectionStart: text.length } });
const pressEnter = () => fireEvent.keyDown(replyBox(), { key: 'Enter' });

/** A call the test answers when it wants. */
function deferred() {
  let resolve: (reply: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** What the server answers to a send: the stored message with the client's id. */
const stored = (id: number, body: unknown): ChatMessage => {
  const { text, client_message_id } = body as { text?: string; client_message_id: string };
  return message(id, {
    sender: 'agent',
    agentName: 'แอดมินเอ',
    text: text ?? null,
    clientMessageId: client_message_id,
    createdAt: NOW.toISOString(),
  });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a conversation in the inbox', () => {
  it('shows text, images that open large and audio that plays; the member beside it; marks it read', async () => {
    const fetchMock = conversationApi();
    renderChat(URL_7);
    expect(await within(await screen.findByRole('log')).findByText('สวัสดีครับ')).toBeTruthy();
    expect(within(log()).getByText('สวัสดีค่ะ มีอะไรให้ช่วยคะ')).toBeTruthy();
    // The member read up to message 12: the agent's message says so.
    expect(within(log()).getByText(BO_CHAT.read)).toBeTruthy();

    fireEvent.click(within(log()).getByRole('button', { name: BO_CHAT.openImage }));
    const dialog = await screen.findByRole('dialog', { name: BO_CHAT.imageTitle });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(fileLink('f-1'));
    expect(log().querySelector('audio')?.getAttribute('src')).toBe(fileLink('f-2'));
    expect(log().querySelector('audio')?.hasAttribute('controls')).toBe(true);

    const member = screen.getByRole('complementary', { name: BO_CHAT.memberTitle });
    expect(within(member).getByText('สมชาย ใจดี')).toBeTruthy();
    expect(within(member).getByText('1,234.50')).toBeTruthy();
    expect(within(member).getByText(STATUS_LABELS.pending)).toBeTruthy();
    expect(within(member).getByText(STATUS_LABELS.error)).toBeTruthy();
    expect(within(member).getByRole('link', { name: BO_CHAT.openMember }).getAttribute('href')).toBe(
      '/members/0811111111',
    );

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/read').map((call) => call.body)).toEqual([
        { last_read_id: 14 },
      ]),
    );
  });

  it('loads older messages with ?before= the oldest held', async () => {
    const fetchMock = conversationApi();
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.loadOlder }));
    expect(await within(log()).findByText('ข้อความเก่า')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/operator/conversations/7/messages').map((call) => call.search)).toEqual([
      '',
      '?before=11',
    ]);
    // Nothing older remains.
    expect(screen.queryByRole('button', { name: BO_CHAT.loadOlder })).toBeNull();
  });

  it('shows a send at once, then the stored message when the server confirms it', async () => {
    const answer = deferred();
    const fetchMock = conversationApi({ 'POST /operator/conversations/7/messages': () => answer.promise });
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');

    type('ตรวจสอบให้แล้วค่ะ');
    pressEnter();
    expect(within(log()).getByText('ตรวจสอบให้แล้วค่ะ')).toBeTruthy();
    expect(within(log()).getByText(BO_CHAT.sending)).toBeTruthy();
    expect(replyBox().value).toBe('');

    const [call] = callsTo(fetchMock, 'POST', '/operator/conversations/7/messages');
    expect(call?.body).toMatchObject({ text: 'ตรวจสอบให้แล้วค่ะ' });
    expect((call?.body as { client_message_id: string }).client_message_id).toMatch(CHAT_LIMITS.clientMessageIdPattern);
    await act(async () => answer.resolve(ok(stored(15, call?.body), 201)));
    await waitFor(() => expect(within(log()).queryByText(BO_CHAT.sending)).toBeNull());
    expect(within(log()).getAllByText('ตรวจสอบให้แล้วค่ะ')).toHaveLength(1);
    expect(within(log()).getByText('15:00')).toBeTruthy();
  });

  it("takes the socket's copy of a send as its confirmation, once", async () => {
    const answer = deferred();
    const fetchMock = conversationApi({ 'POST /operator/conversations/7/messages': () => answer.promise });
    const { realtime } = renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    type('ส่งก่อนคำตอบ');
    pressEnter();
    const [call] = callsTo(fetchMock, 'POST', '/operator/conversations/7/messages');
    realtime.emit('chat.message', { channel: 'conversation:7', message: stored(15, call?.body) });
    await waitFor(() => expect(within(log()).queryByText(BO_CHAT.sending)).toBeNull());
    await act(async () => answer.resolve(ok(stored(15, call?.body))));
    expect(within(log()).getAllByText('ส่งก่อนคำตอบ')).toHaveLength(1);
  });

  it('keeps a failed send with a retry that sends the same client_message_id', async () => {
    let attempt = 0;
    const fetchMock = conversationApi({
      'POST /operator/conversations/7/messages': ({ body }) =>
        (attempt += 1) === 1 ? refusal(503, 'ระบบขัดข้องชั่วคราว') : ok(stored(15, body), 201),
    });
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    type('ลองใหม่ได้ไหม');
    pressEnter();
    expect(await within(log()).findByText(BO_CHAT.failed)).toBeTruthy();
    expect(within(log()).getByText('ระบบขัดข้องชั่วคราว')).toBeTruthy();

    fireEvent.click(within(log()).getByRole('button', { name: BO_CHAT.retry }));
    await waitFor(() => expect(within(log()).queryByText(BO_CHAT.failed)).toBeNull());
    expect(within(log()).getAllByText('ลองใหม่ได้ไหม')).toHaveLength(1);
    const ids = callsTo(fetchMock, 'POST', '/operator/conversations/7/messages').map(
      (call) => (call.body as { client_message_id: string }).client_message_id,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('asks for a new link when an attachment’s link has expired, once per failed link', async () => {
    const fetchMock = conversationApi({
      'GET /file/f-1': () => ok({ ...MESSAGES[2]?.file, url: '/fresh' }),
    });
    renderChat(URL_7);
    const picture = await within(await screen.findByRole('log')).findByRole('img', { name: BO_CHAT.image });
    fireEvent.error(picture);
    await waitFor(() => expect(picture.getAttribute('src')).toBe('/fresh'));
    fireEvent.error(picture);
    fireEvent.error(picture);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/file/f-1')).toHaveLength(2));
    expect(picture.getAttribute('src')).toBe('/fresh');
  });

  it('uploads an attached image with the operator token, then sends it with its file id', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    const fetchMock = conversationApi({
      'POST /file/upload': () =>
        ok(
          { id: '6f1c4b1e-0000-4000-8000-000000000001', kind: 'image', mime: 'image/png', size: 3, url: '/u/a.png' },
          201,
        ),
      'POST /operator/conversations/7/messages': ({ body }) => ok(stored(15, body), 201),
    });
    localStorage.setItem('operator_access_token', 'operator-token');
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    const input = screen.getByLabelText(BO_CHAT.attach, { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['png'], 'slip.png', { type: 'image/png' })] } });
    expect(screen.getByText(BO_CHAT.attached('slip.png'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.send }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/messages')).toHaveLength(1));
    const upload = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/file/upload'));
    expect(upload?.[1]?.body).toBeInstanceOf(FormData);
    expect((upload?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer operator-token');
    expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/messages')[0]?.body).toMatchObject({
      file_id: '6f1c4b1e-0000-4000-8000-000000000001',
    });
    localStorage.clear();
  });

  it('refuses a file of another type or over the limit before uploading it', async () => {
    const fetchMock = conversationApi();
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    const input = screen.getByLabelText(BO_CHAT.attach, { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(BO_CHAT.fileTypeNotAllowed);
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'voice.mp3', { type: 'audio/mpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    // The settings allow 2.5 MB of audio.
    expect((await screen.findByRole('alert')).textContent).toBe(BO_CHAT.fileTooLarge('2.5'));
    expect(callsTo(fetchMock, 'POST', '/file/upload')).toEqual([]);
  });

  it('suggests canned replies when /code is typed and Enter inserts the chosen one without sending', async () => {
    const fetchMock = conversationApi();
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/operator/canned-replies')).toHaveLength(1));

    type('แจ้งลูกค้า /de');
    const options = within(await screen.findByRole('listbox', { name: BO_CHAT.cannedSuggestions })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([`/deposit ${CANNED[1]?.text}`]);
    pressEnter();
    expect(replyBox().value).toBe(`แจ้งลูกค้า ${CANNED[1]?.text}`);
    expect(screen.queryByRole('listbox')).toBeNull();

    // Every reply for a bare slash; arrows choose.
    type('/');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
    fireEvent.keyDown(replyBox(), { key: 'ArrowDown' });
    pressEnter();
    expect(replyBox().value).toBe(CANNED[1]?.text);
    expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/messages')).toEqual([]);
  });

  it('shows the member typing and tells the member the agent types, throttled', async () => {
    conversationApi();
    const { realtime } = renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    const typingEvent = (typing: boolean) => ({
      channel: 'conversation:7',
      conversationId: 7,
      who: 'member' as const,
      name: null,
      typing,
    });
    realtime.emit('chat.typing', typingEvent(true));
    expect(screen.getByText(BO_CHAT.typing('สมชาย ใจดี'))).toBeTruthy();
    realtime.emit('chat.typing', typingEvent(false));
    expect(screen.queryByText(BO_CHAT.typing('สมชาย ใจดี'))).toBeNull();

    type('ก');
    type('กำ');
    type('กำล');
    expect(realtime.typingSent).toEqual([{ channel: 'conversation:7', typing: true }]);
    vi.setSystemTime(new Date(NOW.getTime() + CHAT_LIMITS.typingThrottleMs));
    type('กำลั');
    expect(realtime.typingSent).toHaveLength(2);
    pressEnter();
    expect(realtime.typingSent.at(-1)).toEqual({ channel: 'conversation:7', typing: false });
  });

  it('resumes after a reconnect from the last id held, merging what was missed', async () => {
    conversationApi();
    const { realtime } = renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    await waitFor(() => expect(realtime.subscriptions.has('conversation:7')).toBe(true));
    realtime.reconnect({
      'conversation:7': [message(13), message(15, { text: 'ระหว่างหลุดการเชื่อมต่อ' })],
    });
    expect(await within(log()).findByText('ระหว่างหลุดการเชื่อมต่อ')).toBeTruthy();
    expect(realtime.joins.filter((join) => join.channel === 'conversation:7').at(-1)?.after).toBe(14);
    // Live messages keep coming on the channel; one already held is not shown twice.
    realtime.emit('chat.message', { channel: 'conversation:7', message: message(16, { text: 'ข้อความสด' }) });
    realtime.emit('chat.message', { channel: 'conversation:7', message: message(16, { text: 'ข้อความสด' }) });
    expect(within(log()).getAllByText('ข้อความสด')).toHaveLength(1);
  });

  it('requires a time to snooze and sends it in Bangkok time', async () => {
    const fetchMock = conversationApi({
      'POST /operator/conversations/7/status': ({ body }) =>
        ok({
          ...CONVERSATION,
          status: 'snoozed',
          snoozedUntil: (body as { snoozed_until: string }).snoozed_until,
        } satisfies AdminChatConversation),
    });
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.snooze }));
    const dialog = await screen.findByRole('dialog', { name: BO_CHAT.snoozeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: BO_CHAT.snooze }));
    expect(within(dialog).getByRole('alert').textContent).toBe(BO_CHAT.snoozeUntilRequired);

    // The day DD/MM/YYYY and the time HH:mm (24-hour), typed.
    const day = within(dialog).getByLabelText(`${BO_CHAT.snoozeUntil} ${BO_DATE_FIELD.day}`) as HTMLInputElement;
    const time = within(dialog).getByLabelText(`${BO_CHAT.snoozeUntil} ${BO_DATE_FIELD.time}`) as HTMLInputElement;
    fireEvent.change(day, { target: { value: '02032026' } });
    fireEvent.change(time, { target: { value: '14' } });
    expect([day.value, time.value]).toEqual(['02/03/2026', '14']);
    fireEvent.click(within(dialog).getByRole('button', { name: BO_CHAT.snooze }));
    expect(within(dialog).getByRole('alert').textContent).toBe(BO_DATE_FIELD.timeInvalid);
    fireEvent.change(time, { target: { value: '1400' } });
    expect(time.value).toBe('14:00');
    fireEvent.click(within(dialog).getByRole('button', { name: BO_CHAT.snooze }));
    expect(within(dialog).getByRole('alert').textContent).toBe(BO_CHAT.snoozeUntilPast);
    expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/status')).toEqual([]);

    fireEvent.change(day, { target: { value: '03/03/2026' } });
    fireEvent.change(time, { target: { value: '09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: BO_CHAT.snooze }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/status').map((call) => call.body)).toEqual([
        { status: 'snoozed', snoozed_until: '2026-03-03T09:30:00+07:00' },
      ]),
    );
    expect(await screen.findByText(BO_CHAT.snoozedUntil('03/03/2026 09:30'))).toBeTruthy();
  });

  it('resolves and reopens', async () => {
    const fetchMock = conversationApi({
      'POST /operator/conversations/7/status': ({ body }) =>
        ok({ ...CONVERSATION, status: (body as { status: AdminChatConversation['status'] }).status }),
    });
    renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.resolve }));
    expect(await screen.findByText(BO_CHAT.statusChanged(BO_CHAT.statuses.resolved))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.reopen }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/status').map((call) => call.body)).toEqual([
        { status: 'resolved' },
        { status: 'open' },
      ]),
    );
  });

  it('lets a state notice go when the member reopens the conversation meanwhile', async () => {
    conversationApi({
      'POST /operator/conversations/7/status': () => ok({ ...CONVERSATION, status: 'resolved' }),
    });
    const { realtime } = renderChat(URL_7);
    await screen.findByText('สวัสดีครับ');
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.resolve }));
    const notice = BO_CHAT.statusChanged(BO_CHAT.statuses.resolved);
    expect(await screen.findByText(notice)).toBeTruthy();
    await waitFor(() => expect(realtime.subscriptions.has('inbox')).toBe(true));
    realtime.emit('chat.conversation', {
      channel: 'inbox',
      conversation: { ...CONVERSATION, status: 'open', updatedAt: NOW.toISOString() },
    });
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    expect(screen.getByRole('button', { name: BO_CHAT.resolve })).toBeTruthy();
  });

  it('lets any agent take a conversation, and only chat.manage assign it to another', async () => {
    const assigned = (body: unknown) => {
      const id = (body as { operator_id: number | null }).operator_id;
      const agent = AGENTS.find((candidate) => candidate.id === id);
      return ok({ ...CONVERSATION, assignee: agent ? { id: agent.id, name: agent.name } : null });
    };
    const fetchMock = conversationApi({ 'POST /operator/conversations/7/assign': ({ body }) => assigned(body) });
    const support = renderChat(URL_7, 'support');
    await screen.findByText('สวัสดีครับ');
    expect(screen.queryByLabelText(BO_CHAT.assignee)).toBeNull();
    expect(screen.queryByRole('button', { name: BO_CHAT.assign })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: BO_CHAT.take }));
    expect(await screen.findByText(BO_CHAT.assigned('แอดมินเอ'))).toBeTruthy();
    support.unmount();

    renderChat(URL_7, 'admin');
    await screen.findByText('สวัสดีครับ');
    fireEvent.change(await screen.findByLabelText(BO_CHAT.assignee), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.assign }));
    expect(await screen.findByText(BO_CHAT.assigned('แอดมินบี'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/operator/conversations/7/assign').map((call) => call.body)).toEqual([
      { operator_id: 1 },
      { operator_id: 2 },
    ]);
  });

  it("says when the conversation does not exist, in the server's words", async () => {
    conversationApi({ 'GET /operator/conversations/7': () => refusal(404, 'ไม่พบบทสนทนานี้', 'NOT_FOUND') });
    renderChat(URL_7);
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่พบบทสนทนานี้');
  });
});
