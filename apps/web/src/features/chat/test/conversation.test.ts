import { CHAT, CHAT_MESSAGES } from '@member/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  conversationReducer,
  initialConversation,
  lastMessageId,
  lastOwnMessage,
  mergeMessages,
  newestFromTeam,
  type Outgoing,
} from '../lib/conversation';
import { checkChatFile } from '../lib/files';
import { formatMessageTime } from '../lib/format';
import { createTypingNotifier } from '../lib/typing';
import { message, page, SETTINGS } from './fixtures';

const outgoing = (clientMessageId: string, overrides: Partial<Outgoing> = {}): Outgoing => ({
  clientMessageId,
  text: 'สวัสดี',
  attachment: null,
  status: 'sending',
  error: null,
  createdAt: '2026-03-20T03:00:00.000Z',
  ...overrides,
});

describe('the conversation held by the page', () => {
  it('merges by id, oldest first, each id once (the newer copy wins)', () => {
    const merged = mergeMessages([message(1), message(3)], [message(3, { text: 'แก้ไข' }), message(2), message(4)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(merged[2]!.text).toBe('แก้ไข');
  });

  it('replaces an optimistic send by the confirmed message with its client id, once', () => {
    let state = conversationReducer(initialConversation, { type: 'newest', page: page([message(1)]) });
    state = conversationReducer(state, { type: 'queued', item: outgoing('client-aaaa') });
    state = conversationReducer(state, { type: 'queued', item: outgoing('client-bbbb') });
    const confirmed = message(2, { sender: 'member', clientMessageId: 'client-aaaa' });
    state = conversationReducer(state, { type: 'received', messages: [confirmed] });
    state = conversationReducer(state, { type: 'received', messages: [confirmed] });
    expect(state.messages.map((item) => item.id)).toEqual([1, 2]);
    expect(state.outgoing.map((item) => item.clientMessageId)).toEqual(['client-bbbb']);
    expect(lastMessageId(state)).toBe(2);
  });

  it('ignores a failure of a send already confirmed by its event', () => {
    let state = conversationReducer(initialConversation, { type: 'queued', item: outgoing('client-aaaa') });
    state = conversationReducer(state, {
      type: 'received',
      messages: [message(1, { sender: 'member', clientMessageId: 'client-aaaa' })],
    });
    state = conversationReducer(state, { type: 'failed', clientMessageId: 'client-aaaa', error: 'x' });
    expect(state.outgoing).toEqual([]);
    expect(state.conversationId).toBe(7);
  });

  it('marks a failure and clears it on retry, keeping the uploaded file', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    let state = conversationReducer(initialConversation, {
      type: 'queued',
      item: outgoing('client-aaaa', { attachment: { file, kind: 'image', previewUrl: 'blob:a', uploaded: null } }),
    });
    const uploaded = { id: 'f1', kind: 'image' as const, mime: 'image/png', size: 1, url: '/f1' };
    state = conversationReducer(state, { type: 'uploaded', clientMessageId: 'client-aaaa', file: uploaded });
    state = conversationReducer(state, { type: 'failed', clientMessageId: 'client-aaaa', error: 'ผิดพลาด' });
    expect(state.outgoing[0]).toMatchObject({ status: 'failed', error: 'ผิดพลาด' });
    state = conversationReducer(state, { type: 'sending', clientMessageId: 'client-aaaa' });
    expect(state.outgoing[0]).toMatchObject({ status: 'sending', error: null });
    expect(state.outgoing[0]!.attachment!.uploaded).toEqual(uploaded);
  });

  it('keeps read pointers moving forward only, and finds what to read and what is read', () => {
    let state = conversationReducer(initialConversation, {
      type: 'newest',
      page: page([message(1, { sender: 'member' }), message(2), message(3, { sender: 'member' })]),
    });
    state = conversationReducer(state, { type: 'read', reader: 'agent', lastReadId: 3 });
    state = conversationReducer(state, { type: 'read', reader: 'agent', lastReadId: 2 });
    expect(state.agentLastReadId).toBe(3);
    expect(newestFromTeam(state)).toBe(2);
    expect(lastOwnMessage(state)?.id).toBe(3);
  });

  it('keeps older pages when the newest page is read again, and takes hasMore from older pages', () => {
    let state = conversationReducer(initialConversation, {
      type: 'newest',
      page: page([message(51)], { hasMore: true }),
    });
    state = conversationReducer(state, { type: 'older', page: page([message(50)], { hasMore: false }) });
    state = conversationReducer(state, { type: 'newest', page: page([message(51), message(52)], { hasMore: true }) });
    expect(state.messages.map((item) => item.id)).toEqual([50, 51, 52]);
    expect(state.hasOlder).toBe(false);
  });
});

describe('a picked file', () => {
  const file = (name: string, bytes: number, type = '') => new File([new Uint8Array(bytes)], name, { type });

  it('takes images jpg/jpeg/png and audio mp3/wav within their limits', () => {
    expect(checkChatFile(file('a.JPG', 10), SETTINGS.upload)).toEqual({ kind: 'image' });
    expect(checkChatFile(file('a.jpeg', 10), SETTINGS.upload)).toEqual({ kind: 'image' });
    expect(checkChatFile(file('a.png', SETTINGS.upload.imageMaxBytes), SETTINGS.upload)).toEqual({ kind: 'image' });
    expect(checkChatFile(file('a.wav', 10), SETTINGS.upload)).toEqual({ kind: 'audio' });
    expect(checkChatFile(file('voice', 10, 'audio/mpeg'), SETTINGS.upload)).toEqual({ kind: 'audio' });
  });

  it('refuses another type, an empty file and one over its limit, in Thai', () => {
    expect(checkChatFile(file('a.gif', 10, 'image/gif'), SETTINGS.upload)).toEqual({
      error: CHAT_MESSAGES.fileTypeNotAllowed,
    });
    expect(checkChatFile(file('a.png.exe', 10, 'image/png'), SETTINGS.upload)).toEqual({
      error: CHAT_MESSAGES.fileTypeNotAllowed,
    });
    expect(checkChatFile(file('a.png', 0), SETTINGS.upload)).toEqual({ error: CHAT_MESSAGES.fileRequired });
    expect(checkChatFile(file('a.png', SETTINGS.upload.imageMaxBytes + 1), SETTINGS.upload)).toEqual({
      error: `${CHAT_MESSAGES.fileTooLarge} ${CHAT.fileLimit('5')}`,
    });
    expect(
      checkChatFile(file('a.mp3', 1.5 * 1024 * 1024 + 1), { ...SETTINGS.upload, audioMaxBytes: 1.5 * 1024 * 1024 }),
    ).toEqual({
      error: `${CHAT_MESSAGES.fileTooLarge} ${CHAT.fileLimit('1.5')}`,
    });
  });
});

describe('the member’s typing events', () => {
  afterEach(() => vi.useRealTimers());

  it('sends "typing" at most once a throttle, and "stopped" when idle, emptied or stopped', () => {
    vi.useFakeTimers();
    let now = 0;
    const sent: boolean[] = [];
    const notifier = createTypingNotifier(
      (typing) => sent.push(typing),
      { throttleMs: 1000, idleMs: 3000 },
      () => now,
    );
    notifier.input(true);
    now = 400;
    notifier.input(true);
    expect(sent).toEqual([true]);
    now = 1000;
    notifier.input(true);
    expect(sent).toEqual([true, true]);
    vi.advanceTimersByTime(3000);
    expect(sent).toEqual([true, true, false]);
    notifier.input(true);
    notifier.input(false);
    expect(sent).toEqual([true, true, false, true, false]);
    notifier.stop();
    expect(sent).toHaveLength(5);
  });
});

describe('a message’s time', () => {
  it('is Bangkok time whatever the device’s zone', () => {
    expect(formatMessageTime('2026-03-20T17:05:00.000Z')).toBe('00:05');
    expect(formatMessageTime('not a date')).toBe('');
  });
});
