import { BO_CHAT } from '@member/shared/backoffice';
import { describe, expect, it } from 'vitest';
import { CANNED, CONVERSATION, message, OTHER_CONVERSATION, pageOf } from '../test/fixtures';
import { fromBangkokInput, snoozePresets, toBangkokInput } from './bangkok-time';
import { insertCanned, matchCanned, slashToken } from './canned';
import { applyRow, matchesFilter, rowsOf } from './conversation-list';
import { formatDuration } from './duration';
import { noticeFor } from './inbox-notice';
import { initialMessages, messagesReducer, type PendingMessage } from './messages-state';

describe('canned replies by short code', () => {
  it('finds the /code being typed at the caret, at the start or after a space', () => {
    expect(slashToken('/gr', 3)).toEqual({ start: 0, end: 3, query: 'gr' });
    expect(slashToken('สวัสดี /De', 10)).toEqual({ start: 7, end: 10, query: 'de' });
    expect(slashToken('ราคา 1/2', 8)).toBeNull();
    expect(slashToken('/greet ok', 9)).toBeNull();
    expect(slashToken('/ไทย', 4)).toBeNull();
  });

  it('lists the codes that start with it first, then those that contain it', () => {
    const replies = [...CANNED, { id: 4, shortCode: 'redeposit', text: 'x' }];
    expect(matchCanned(replies, 'de').map((reply) => reply.shortCode)).toEqual(['deposit', 'redeposit']);
    expect(matchCanned(replies, '')).toHaveLength(4);
  });

  it('puts the text in place of the /code and the caret after it', () => {
    const text = 'เรียน /gr ค่ะ';
    const reply = CANNED[0]!;
    expect(insertCanned(text, { start: 6, end: 9, query: 'gr' }, reply)).toEqual({
      text: `เรียน ${reply.text} ค่ะ`,
      caret: 6 + reply.text.length,
    });
  });
});

describe('times in Thai words', () => {
  it.each([
    [null, '-'],
    [0, '0 วินาที'],
    [44.6, '45 วินาที'],
    [60, '1 นาที'],
    [200, '3 นาที 20 วินาที'],
    [3600, '1 ชั่วโมง'],
    [7500, '2 ชั่วโมง 5 นาที'],
    [90_000, '1 วัน 1 ชั่วโมง'],
  ])('%s seconds reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('says nothing yet as the texts do', () => {
    expect(formatDuration(undefined)).toBe(BO_CHAT.noTime);
  });
});

describe('Bangkok times for the snooze', () => {
  it('reads and writes datetime-local values in Bangkok time, whatever the device', () => {
    expect(toBangkokInput(Date.parse('2026-03-02T02:30:00Z'))).toBe('2026-03-02T09:30');
    expect(fromBangkokInput('2026-03-02T09:30')).toBe('2026-03-02T09:30:00+07:00');
    expect(Date.parse(fromBangkokInput('2026-03-02T09:30') ?? '')).toBe(Date.parse('2026-03-02T02:30:00Z'));
    expect(fromBangkokInput('')).toBeNull();
    expect(fromBangkokInput('2026-13-40T09:30')).toBeNull();
  });

  it('offers tomorrow at 09:00 by the Bangkok calendar', () => {
    // 23:30 on 1 March in Bangkok: tomorrow is 2 March.
    const presets = snoozePresets(Date.parse('2026-03-01T16:30:00Z'));
    expect(new Date(presets.tomorrow).toISOString()).toBe('2026-03-02T02:00:00.000Z');
  });
});

describe('the inbox lists', () => {
  it('matches a row to its state and assignee filter', () => {
    expect(matchesFilter(CONVERSATION, { status: 'open', assignee: 'unassigned' }, 1)).toBe(true);
    expect(matchesFilter(CONVERSATION, { status: 'open', assignee: 'me' }, 1)).toBe(false);
    expect(matchesFilter(OTHER_CONVERSATION, { status: 'open', assignee: 'me' }, 2)).toBe(true);
    expect(matchesFilter(OTHER_CONVERSATION, { status: 'pending', assignee: 'all' }, 2)).toBe(false);
  });

  it('moves a changed row to its place by activity, or drops it, keeping the total', () => {
    const data = { pages: [pageOf([CONVERSATION, OTHER_CONVERSATION])], pageParams: [1] };
    const newer = { ...OTHER_CONVERSATION, updatedAt: '2026-03-02T09:00:00.000Z' };
    const moved = applyRow(data, newer, true);
    expect(rowsOf(moved).map((row) => row.id)).toEqual([8, 7]);
    expect(moved.pages[0]?.total).toBe(2);
    const dropped = applyRow(data, { ...CONVERSATION, status: 'resolved' }, false);
    expect(rowsOf(dropped).map((row) => row.id)).toEqual([8]);
    expect(dropped.pages[0]?.total).toBe(1);
    expect(applyRow(data, { ...CONVERSATION, id: 99 }, false)).toBe(data);
  });
});

describe('what is news for an agent', () => {
  const openedAt = Date.parse('2026-03-02T07:00:00.000Z');
  const news = { ...CONVERSATION, lastMessage: { ...CONVERSATION.lastMessage!, id: 15 } };
  it('is a newer member message in their own or an unassigned conversation', () => {
    expect(noticeFor(news, 14, 1, openedAt)?.kind).toBe('message');
    expect(noticeFor({ ...news, assignee: { id: 1, name: 'แอดมินเอ' } }, 14, 1, openedAt)).not.toBeNull();
    expect(noticeFor({ ...news, lastMessage: { ...news.lastMessage, id: 1 } }, undefined, 1, openedAt)?.kind).toBe(
      'conversation',
    );
  });

  it('is not the same message again, an agent reply, someone else’s conversation, or old news', () => {
    expect(noticeFor(news, 15, 1, openedAt)).toBeNull();
    expect(noticeFor({ ...news, lastMessage: { ...news.lastMessage, sender: 'agent' } }, 14, 1, openedAt)).toBeNull();
    expect(noticeFor({ ...news, assignee: { id: 2, name: 'แอดมินบี' } }, 14, 1, openedAt)).toBeNull();
    expect(noticeFor(news, undefined, 1, Date.parse('2026-03-02T08:00:00.000Z'))).toBeNull();
  });
});

describe('the messages held', () => {
  const pending: PendingMessage = {
    clientMessageId: 'client-abcdef12',
    text: 'รอสักครู่',
    file: null,
    previewUrl: null,
    fileId: null,
    state: 'sending',
    error: null,
    createdAt: '2026-03-02T08:00:00.000Z',
  };

  it('keeps each id once, in order, and lets a confirmed send leave the pending list', () => {
    let state = messagesReducer(initialMessages, { type: 'loaded', messages: [message(2), message(3)], hasMore: true });
    state = messagesReducer(state, { type: 'pending', message: pending });
    state = messagesReducer(state, { type: 'merge', messages: [message(3), message(1)] });
    expect(state.messages.map((held) => held.id)).toEqual([1, 2, 3]);
    expect(state.pending).toHaveLength(1);
    state = messagesReducer(state, {
      type: 'merge',
      messages: [message(4, { sender: 'agent', clientMessageId: pending.clientMessageId })],
    });
    expect(state.pending).toEqual([]);
    expect(state.messages.map((held) => held.id)).toEqual([1, 2, 3, 4]);
    expect(state.hasOlder).toBe(true);
  });
});
