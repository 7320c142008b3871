import {
  CHAT,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatTypingEvent,
  SERVER_EVENTS,
} from '@member/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_UNREAD_QUERY_KEY } from '@/shared/realtime/unread';
import { createFakeRealtime } from '@/test/fake-realtime';
import { sentBodies } from '@/test/fetch-mock';
import {
  call,
  CHANNEL,
  conversation,
  deferred,
  message,
  NEWEST,
  ok,
  page,
  refused,
  renderChat,
  sentQueries,
  SETTINGS,
  signInChat,
} from './fixtures';

/** The text of each message of the conversation, in order (the greeting is not one). */
const texts = () =>
  within(screen.getByRole('log', { name: CHAT.messages }))
    .getAllByTestId('chat-message')
    .map((item) => item.querySelector('p')?.textContent ?? '');

async function typeAndSend(user: ReturnType<typeof renderChat>['user'], text: string) {
  await user.type(screen.getByRole('textbox', { name: CHAT.message }), text);
  await user.click(screen.getByRole('button', { name: CHAT.send }));
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

const messageEvent = (chatMessage: ReturnType<typeof message>): ChatMessageEvent => ({
  channel: CHANNEL,
  message: chatMessage,
});

describe('/chat', () => {
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows one heading, the greeting at the top and the conversation oldest first, then follows it live', async () => {
    signInChat();
    const { socket } = renderChat();
    expect(await screen.findByRole('heading', { level: 1, name: CHAT.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText(SETTINGS.greeting)).toBeInTheDocument();
    const log = screen.getByRole('log', { name: CHAT.messages });
    expect(
      within(log)
        .getAllByTestId('chat-message')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('ถอนเงินไม่เข้าค่ะ'), expect.stringContaining('ข้อความที่ 2')]);
    // The agent is the team to the member, whatever the operator's sign-in name.
    expect(within(log).getAllByTestId('chat-message')[1]).toHaveTextContent(CHAT.admin);
    expect(within(log).getAllByTestId('chat-message')[1]).not.toHaveTextContent('น้องแอน');
    // Open: no offline notice.
    expect(screen.queryByText(CHAT.offlineTitle)).not.toBeInTheDocument();

    // Subscribed to its conversation, resuming after the newest id held.
    await waitFor(() => expect(socket.joins).toContainEqual({ channel: CHANNEL, after: 2 }));
    act(() => socket.emit(SERVER_EVENTS.chatMessage, messageEvent(message(3, { text: 'ตรวจสอบให้แล้วค่ะ' }))));
    expect(await screen.findByText('ตรวจสอบให้แล้วค่ะ')).toBeInTheDocument();
    // Another conversation's event is not this one's.
    act(() => socket.emit(SERVER_EVENTS.chatMessage, { channel: 'conversation:99', message: message(4) }));
    expect(screen.queryByText('ข้อความที่ 4')).not.toBeInTheDocument();
  });

  it('outside business hours shows the offline message and each day’s hours', async () => {
    signInChat({ [call('GET', '/setting')]: () => ok({ ...SETTINGS, openNow: false }) });
    renderChat();
    expect(await screen.findByRole('heading', { name: CHAT.offlineTitle })).toBeInTheDocument();
    expect(screen.getByText(SETTINGS.offlineMessage)).toBeInTheDocument();
    const rows = [...screen.getByTestId('business-hours').querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    // Monday first; days in a row with the same hours as one line.
    expect(rows).toEqual([
      [`${CHAT.weekdays[1]} - ${CHAT.weekdays[5]}`, '09:00 - 18:00'],
      [`${CHAT.weekdays[6]} - ${CHAT.weekdays[0]}`, CHAT.closedDay],
    ]);
  });

  it('shows a send at once as sending, then as confirmed by the answer', async () => {
    const answer = deferred();
    const fetchMock = signInChat({ [call('POST', '/chat-member/send')]: () => answer.promise });
    const { user } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    await typeAndSend(user, 'ขอบคุณค่ะ');

    const mine = screen.getAllByTestId('chat-message').at(-1)!;
    expect(mine).toHaveTextContent('ขอบคุณค่ะ');
    expect(within(mine).getByText(CHAT.sending)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: CHAT.message })).toHaveValue('');
    const [body] = sentBodies(fetchMock, 'POST', '/chat-member/send') as { client_message_id: string; text: string }[];
    expect(body).toEqual({
      client_message_id: expect.stringMatching(CHAT_LIMITS.clientMessageIdPattern),
      text: 'ขอบคุณค่ะ',
    });

    answer.release(
      ok(
        message(3, { sender: 'member', agentName: null, text: 'ขอบคุณค่ะ', clientMessageId: body!.client_message_id }),
        201,
      ),
    );
    await waitFor(() => expect(screen.queryByText(CHAT.sending)).not.toBeInTheDocument());
    expect(texts().filter((text) => text.includes('ขอบคุณค่ะ'))).toHaveLength(1);
    expect(screen.getAllByTestId('chat-message').at(-1)!.querySelector('time')).toHaveTextContent('10:03');
  });

  it('marks a failed send and retries it with the same client_message_id', async () => {
    let attempts = 0;
    const fetchMock = signInChat({
      [call('POST', '/chat-member/send')]: (body) => {
        attempts += 1;
        if (attempts === 1) return refused(429, 'ส่งข้อความบ่อยเกินไป กรุณารอสักครู่');
        const sent = body as { client_message_id: string; text: string };
        return ok(
          message(3, { sender: 'member', agentName: null, text: sent.text, clientMessageId: sent.client_message_id }),
          201,
        );
      },
    });
    const { user } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    await typeAndSend(user, 'ยังไม่ได้รับเงินค่ะ');

    expect(await screen.findByText(CHAT.failed)).toBeInTheDocument();
    expect(screen.getByText('ส่งข้อความบ่อยเกินไป กรุณารอสักครู่')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CHAT.retry }));
    await waitFor(() => expect(screen.queryByText(CHAT.failed)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(CHAT.sending)).not.toBeInTheDocument());

    const bodies = sentBodies(fetchMock, 'POST', '/chat-member/send') as { client_message_id: string }[];
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.client_message_id).toBe(bodies[0]!.client_message_id);
    expect(texts().filter((text) => text.includes('ยังไม่ได้รับเงินค่ะ'))).toHaveLength(1);
  });

  it('holds a message once when its event comes before the send’s answer', async () => {
    const answer = deferred();
    const fetchMock = signInChat({ [call('POST', '/chat-member/send')]: () => answer.promise });
    const { user, socket } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    // Events reach the page once it follows its conversation (the first page comes before).
    await waitFor(() => expect(socket.subscriptions.has(CHANNEL)).toBe(true));
    await typeAndSend(user, 'สวัสดีค่ะ');
    const [body] = sentBodies(fetchMock, 'POST', '/chat-member/send') as { client_message_id: string }[];
    const stored = message(3, {
      sender: 'member',
      agentName: null,
      text: 'สวัสดีค่ะ',
      clientMessageId: body!.client_message_id,
    });

    act(() => socket.emit(SERVER_EVENTS.chatMessage, messageEvent(stored)));
    await waitFor(() => expect(screen.queryByText(CHAT.sending)).not.toBeInTheDocument());
    expect(texts().filter((text) => text.includes('สวัสดีค่ะ'))).toHaveLength(1);

    answer.release(ok(stored));
    await act(async () => {});
    expect(texts().filter((text) => text.includes('สวัสดีค่ะ'))).toHaveLength(1);
    expect(texts()).toHaveLength(3);
  });

  it('resumes after a reconnect from the newest id and merges what was missed, each once', async () => {
    signInChat();
    const { socket } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    await waitFor(() => expect(socket.subscriptions.has(CHANNEL)).toBe(true));
    act(() => socket.emit(SERVER_EVENTS.chatMessage, messageEvent(message(3))));
    await screen.findByText('ข้อความที่ 3');

    act(() => socket.reconnect());
    expect(socket.joins.at(-1)).toEqual({ channel: CHANNEL, after: 3 });
    // The ack's missed list may repeat what arrived meanwhile.
    act(() => socket.subscriptions.get(CHANNEL)!.onMissed!([message(3), message(4), message(5)]));
    await screen.findByText('ข้อความที่ 5');
    expect(texts()).toEqual(['ถอนเงินไม่เข้าค่ะ', 'ข้อความที่ 2', 'ข้อความที่ 3', 'ข้อความที่ 4', 'ข้อความที่ 5']);
  });

  it('reads on past a cut missed list with ?after= until nothing is left', async () => {
    let reads = 0;
    const fetchMock = signInChat({
      [call('GET', '/chat-member')]: () => {
        reads += 1;
        if (reads === 1) return ok(NEWEST);
        if (reads === 2) return ok(page([message(103), message(104)], { hasMore: true }));
        return ok(page([message(105)]));
      },
    });
    const { socket } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    await waitFor(() => expect(socket.subscriptions.has(CHANNEL)).toBe(true));
    // The ack carries at most a page.
    const missed = Array.from({ length: CHAT_LIMITS.pageMax }, (_, index) => message(index + 3));
    act(() => socket.subscriptions.get(CHANNEL)!.onMissed!(missed));
    expect(await screen.findByText('ข้อความที่ 105')).toBeInTheDocument();
    const afters = sentQueries(fetchMock, 'GET', '/chat-member').map((query) => query.get('after'));
    expect(afters).toEqual([null, '102', '104']);
    expect(texts()).toHaveLength(105);
  });

  it('subscribes to a conversation the first message makes', async () => {
    signInChat({
      [call('GET', '/chat-member')]: () => ok({ conversation: null, messages: [], hasMore: false }),
      [call('POST', '/chat-member/send')]: (body) =>
        ok(
          message(1, {
            sender: 'member',
            agentName: null,
            text: 'สวัสดี',
            clientMessageId: (body as { client_message_id: string }).client_message_id,
          }),
          201,
        ),
    });
    const { user, socket } = renderChat();
    expect(await screen.findByText(CHAT.empty)).toBeInTheDocument();
    expect(socket.subscriptions.size).toBe(0);
    await typeAndSend(user, 'สวัสดี');
    await waitFor(() => expect(socket.joins).toContainEqual({ channel: CHANNEL, after: 1 }));
    expect(screen.queryByText(CHAT.empty)).not.toBeInTheDocument();
  });

  it('shows the agent typing, and hides it when told, at their message, or after typingShowMs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInChat();
    const { socket } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    await waitFor(() => expect(socket.subscriptions.has(CHANNEL)).toBe(true));
    const typing = (on: boolean, who: 'agent' | 'member' = 'agent'): ChatTypingEvent => ({
      channel: CHANNEL,
      conversationId: 7,
      who,
      name: 'น้องแอน',
      typing: on,
    });

    act(() => socket.emit(SERVER_EVENTS.chatTyping, typing(true, 'member')));
    expect(screen.queryByText(CHAT.typing)).not.toBeInTheDocument();

    act(() => socket.emit(SERVER_EVENTS.chatTyping, typing(true)));
    expect(screen.getByText(CHAT.typing)).toBeInTheDocument();
    act(() => socket.emit(SERVER_EVENTS.chatTyping, typing(false)));
    expect(screen.queryByText(CHAT.typing)).not.toBeInTheDocument();

    act(() => socket.emit(SERVER_EVENTS.chatTyping, typing(true)));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_LIMITS.typingShowMs - 500));
    expect(screen.getByText(CHAT.typing)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText(CHAT.typing)).not.toBeInTheDocument();

    act(() => socket.emit(SERVER_EVENTS.chatTyping, typing(true)));
    act(() => socket.emit(SERVER_EVENTS.chatMessage, messageEvent(message(3))));
    expect(screen.queryByText(CHAT.typing)).not.toBeInTheDocument();
  });

  it('tells the team the member types, at most once a throttle, and that they stopped when they send', async () => {
    signInChat({ [call('POST', '/chat-member/send')]: () => ok(message(3, { sender: 'member' }), 201) });
    const { user, socket } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    await user.type(screen.getByRole('textbox', { name: CHAT.message }), 'สวัสดีค่ะ');
    expect(socket.typingCalls).toEqual([{ channel: CHANNEL, typing: true }]);
    await user.click(screen.getByRole('button', { name: CHAT.send }));
    expect(socket.typingCalls).toEqual([
      { channel: CHANNEL, typing: true },
      { channel: CHANNEL, typing: false },
    ]);
  });

  it('marks the member’s last message read once the team’s pointer passes it', async () => {
    signInChat();
    const { socket } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    // Events reach the page once it follows its conversation (the first page comes before).
    await waitFor(() => expect(socket.subscriptions.has(CHANNEL)).toBe(true));
    act(() =>
      socket.emit(SERVER_EVENTS.chatMessage, messageEvent(message(3, { sender: 'member', text: 'ยังอยู่ไหมคะ' }))),
    );
    await screen.findByText('ยังอยู่ไหมคะ');
    expect(screen.queryByText(CHAT.read)).not.toBeInTheDocument();

    const read = (lastReadId: number): ChatReadEvent => ({
      channel: CHANNEL,
      conversationId: 7,
      reader: 'agent',
      lastReadId,
    });
    act(() => socket.emit(SERVER_EVENTS.chatRead, read(2)));
    expect(screen.queryByText(CHAT.read)).not.toBeInTheDocument();
    act(() => socket.emit(SERVER_EVENTS.chatRead, read(3)));
    const marks = screen.getAllByTestId('read-mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('li')).toHaveTextContent('ยังอยู่ไหมคะ');
  });

  it('reads (reset-unread) what the team wrote while the page is seen, not while it is hidden', async () => {
    const fetchMock = signInChat({
      [call('GET', '/chat-member')]: () =>
        ok(page([message(1), message(2)], { conversation: conversation({ memberLastReadId: 1, unread: 1 }) })),
      [call('POST', '/chat-member/reset-unread')]: () => ok({ count: 0 }),
    });
    const { socket, queryClient } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    // Events reach the page once it follows its conversation (the first page comes before).
    await waitFor(() => expect(socket.subscriptions.has(CHANNEL)).toBe(true));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/chat-member/reset-unread')).toEqual([{ last_read_id: 2 }]),
    );
    await waitFor(() => expect(queryClient.getQueryData(CHAT_UNREAD_QUERY_KEY)).toEqual({ count: 0 }));

    setVisibility('hidden');
    act(() => socket.emit(SERVER_EVENTS.chatMessage, messageEvent(message(3))));
    await screen.findByText('ข้อความที่ 3');
    expect(sentBodies(fetchMock, 'POST', '/chat-member/reset-unread')).toHaveLength(1);

    setVisibility('visible');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/chat-member/reset-unread')).toEqual([
        { last_read_id: 2 },
        { last_read_id: 3 },
      ]),
    );
    // The member's own message needs no reading.
    act(() => socket.emit(SERVER_EVENTS.chatMessage, messageEvent(message(4, { sender: 'member' }))));
    await screen.findByText('ข้อความที่ 4');
    expect(sentBodies(fetchMock, 'POST', '/chat-member/reset-unread')).toHaveLength(2);
  });

  it('checks a picked file by type and size with the Thai texts, then uploads it and sends its id', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
    );
    const uploaded = {
      id: '5b0f3a52-9c5e-4d7e-9a59-6c1e0a3c2b11',
      kind: 'image',
      mime: 'image/png',
      size: 4,
      url: '/chat/files/a.png',
    };
    const fetchMock = signInChat({
      [call('POST', '/file/upload')]: () => ok(uploaded, 201),
      [call('POST', '/chat-member/send')]: (body) =>
        ok(
          message(3, {
            sender: 'member',
            agentName: null,
            text: null,
            file: { ...uploaded, kind: 'image' },
            clientMessageId: (body as { client_message_id: string }).client_message_id,
          }),
          201,
        ),
    });
    const { user } = renderChat();
    await screen.findByText('ข้อความที่ 2');
    const input = screen.getByTestId('chat-file');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.fileTypeNotAllowed);

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'voice.mp3', { type: 'audio/mpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent(`${CHAT_MESSAGES.fileTooLarge} ${CHAT.fileLimit('2')}`);
    expect(sentBodies(fetchMock, 'POST', '/file/upload')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['png!'], 'slip.PNG', { type: 'image/png' })] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/chat-member/send')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST', '/file/upload')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST', '/chat-member/send')[0]).toEqual({
      client_message_id: expect.stringMatching(CHAT_LIMITS.clientMessageIdPattern),
      file_id: uploaded.id,
    });
    await waitFor(() => expect(screen.queryByText(CHAT.sending)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: CHAT.enlargeImage }));
    const dialog = await screen.findByRole('dialog', { name: CHAT.image });
    expect(within(dialog).getByRole('img', { name: CHAT.image })).toHaveAttribute('src', uploaded.url);
  });

  it('plays an audio message', async () => {
    signInChat({
      [call('GET', '/chat-member')]: () =>
        ok(
          page([
            message(1, {
              text: null,
              file: { id: 'f', kind: 'audio', mime: 'audio/mpeg', size: 9, url: '/chat/files/v.mp3' },
            }),
          ]),
        ),
    });
    renderChat();
    const audio = await screen.findByLabelText(CHAT.audio);
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/chat/files/v.mp3');
  });

  it('asks for a new link when a file’s link has expired, once per failed link', async () => {
    const file = { id: '5b0f3a52-9c5e-4d7e-9a59-6c1e0a3c2b11', kind: 'image' as const, mime: 'image/png', size: 4 };
    const fetchMock = signInChat({
      [call('GET', '/chat-member')]: () => ok(page([message(1, { text: null, file: { ...file, url: '/old' } })])),
      [call('GET', `/file/${file.id}`)]: () => ok({ ...file, url: '/fresh' }),
    });
    renderChat();
    const picture = await screen.findByRole('img', { name: CHAT.image });
    const asked = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith(`/file/${file.id}`));
    fireEvent.error(picture);
    await waitFor(() => expect(picture).toHaveAttribute('src', '/fresh'));
    fireEvent.error(picture);
    fireEvent.error(picture);
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(picture).toHaveAttribute('src', '/fresh');
  });

  it('loads older messages above with ?before=, and the greeting once the beginning is reached', async () => {
    const fetchMock = signInChat({
      [call('GET', '/chat-member')]: () => ok(page([message(51), message(52)], { hasMore: true })),
    });
    const { user } = renderChat();
    await screen.findByText('ข้อความที่ 52');
    expect(screen.queryByText(SETTINGS.greeting)).not.toBeInTheDocument();

    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ data: page([message(49), message(50)]) })),
    );
    await user.click(screen.getByRole('button', { name: CHAT.loadOlder }));
    expect(await screen.findByText('ข้อความที่ 49')).toBeInTheDocument();
    expect(sentQueries(fetchMock, 'GET', '/chat-member').at(-1)?.get('before')).toBe('51');
    expect(texts()).toEqual(['ข้อความที่ 49', 'ข้อความที่ 50', 'ข้อความที่ 51', 'ข้อความที่ 52']);
    expect(screen.getByText(SETTINGS.greeting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHAT.loadOlder })).not.toBeInTheDocument();
  });

  it('says when the live connection is lost', async () => {
    signInChat();
    const socket = createFakeRealtime('online');
    renderChat(socket);
    await screen.findByText('ข้อความที่ 2');
    expect(screen.queryByText(CHAT.reconnecting)).not.toBeInTheDocument();
    act(() => socket.setStatus('offline'));
    expect(screen.getByText(CHAT.reconnecting)).toBeInTheDocument();
    act(() => socket.setStatus('online'));
    expect(screen.queryByText(CHAT.reconnecting)).not.toBeInTheDocument();
  });
});
