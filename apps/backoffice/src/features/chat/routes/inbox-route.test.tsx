import type { AdminChatConversation } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockChatApi, ok } from '../test/fetch-mock';
import { AGENTS, CONVERSATION, COUNTS, OTHER_CONVERSATION, pageOf } from '../test/fixtures';
import { renderChat } from '../test/render';

/** 2026-03-02 15:00 in Bangkok: the fixtures' messages are from today. */
const NOW = new Date('2026-03-02T08:00:00.000Z');

const inboxApi = (overrides: Parameters<typeof mockChatApi>[0] = {}) =>
  mockChatApi({
    'GET /operator/conversations': () => ok(pageOf([CONVERSATION, OTHER_CONVERSATION])),
    'GET /operator/conversations/counts': () => ok(COUNTS),
    'GET /operator/agents': () => ok(AGENTS),
    ...overrides,
  });

const list = () => screen.getByRole('list', { name: BO_CHAT.listCaption });
const rowNames = () =>
  within(list())
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A conversation row as the inbox channel sends it. */
const inboxEvent = (conversation: AdminChatConversation) => ({ channel: 'inbox', conversation });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A state tab's name, "เปิดอยู่ 3 รายการ": jsdom joins the label and the hidden count without the space a browser keeps. */
const tabName = (label: string, count: string) => new RegExp(`^${label}\\s?${BO_CHAT.statusCount('', count).trim()}$`);

describe('/chat/inbox', () => {
  it('lists the open conversations: name, phone, last message and its Bangkok time, unread, assignee; tabs with counts', async () => {
    const fetchMock = inboxApi();
    renderChat('/chat');

    expect(await screen.findByText('สมชาย ใจดี')).toBeTruthy();
    const row = within(list()).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(row).getByText('0811111111')).toBeTruthy();
    expect(within(row).getByText('ฝากเงินแล้วยังไม่เข้าครับ')).toBeTruthy();
    // 07:14 UTC is 14:14 in Bangkok, today.
    expect(within(row).getByText('14:14')).toBeTruthy();
    expect(within(row).getByLabelText(BO_CHAT.unread(2)).textContent).toBe('2');
    expect(within(row).getByText(BO_CHAT.noAssignee)).toBeTruthy();
    // The agent's last message is marked as theirs; the other conversation is someone else's.
    const other = within(list()).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(other).getByText(`${BO_CHAT.previewAgent}รอสักครู่นะคะ`)).toBeTruthy();
    expect(within(other).getByText(BO_CHAT.assignedTo('แอดมินบี'))).toBeTruthy();
    expect(within(other).queryByLabelText(/ยังไม่อ่าน/)).toBeNull();

    const tabs = screen.getByRole('navigation', { name: BO_CHAT.statusTabs });
    const open = await within(tabs).findByRole('link', { name: tabName(BO_CHAT.statuses.open, '3') });
    expect(open.getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: tabName(BO_CHAT.statuses.resolved, '12') })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/operator/conversations')[0]?.search).toBe(
      '?status=open&assignee=all&page=1&limit=30',
    );
    expect(screen.getByText(BO_CHAT.pickConversation)).toBeTruthy();
  });

  it('keeps the state tab and the assignee filter in the URL and asks the server for them', async () => {
    const fetchMock = inboxApi();
    const { router } = renderChat('/chat/inbox');
    await screen.findByText('สมชาย ใจดี');

    fireEvent.click(await screen.findByRole('link', { name: tabName(BO_CHAT.statuses.pending, '1') }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    fireEvent.change(screen.getByLabelText(BO_CHAT.assigneeFilter), { target: { value: 'me' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&assignee=me'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/operator/conversations').map((call) => call.search)).toContain(
        '?status=pending&assignee=me&page=1&limit=30',
      ),
    );
    // A link or a reload opens the same list.
    expect((screen.getByLabelText(BO_CHAT.assigneeFilter) as HTMLSelectElement).value).toBe('me');
  });

  it('updates the list and the counts on the inbox channel: a new conversation comes first, a resolved one leaves', async () => {
    const fetchMock = inboxApi();
    const { realtime } = renderChat('/chat/inbox');
    await screen.findByText('สมชาย ใจดี');
    await waitFor(() => expect(realtime.subscriptions.has('inbox')).toBe(true));
    expect(callsTo(fetchMock, 'GET', '/operator/conversations/counts')).toHaveLength(1);

    const fresh: AdminChatConversation = {
      ...CONVERSATION,
      id: 9,
      member: { id: 'm-9', tel: '0833333333', firstName: 'สมศักดิ์', lastName: 'มาใหม่', level: 'normal' },
      lastMessage: { id: 1, sender: 'member', preview: 'สอบถามโปรโมชั่นครับ', createdAt: NOW.toISOString() },
      unread: 1,
      updatedAt: NOW.toISOString(),
    };
    realtime.emit('chat.conversation', inboxEvent(fresh));
    await waitFor(() => expect(rowNames()[0]).toContain('สมศักดิ์ มาใหม่'));
    expect(rowNames()).toHaveLength(3);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/operator/conversations/counts')).toHaveLength(2), {
      timeout: 2000,
    });

    realtime.emit(
      'chat.conversation',
      inboxEvent({ ...CONVERSATION, status: 'resolved', updatedAt: NOW.toISOString() }),
    );
    await waitFor(() => expect(screen.queryByText('สมชาย ใจดี')).toBeNull());
    expect(rowNames()).toHaveLength(2);

    // A conversation channel's event is the open conversation's business, not the list's.
    realtime.emit('chat.conversation', { channel: 'conversation:8', conversation: { id: 8, status: 'resolved' } });
    expect(screen.getByText('สมหญิง รักดี')).toBeTruthy();
  });

  it('notifies a new member message while the page is away: a system notification and a count in the tab title', async () => {
    const shown: { title: string; body: string | undefined }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn();
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    document.title = 'ระบบหลังบ้าน';
    inboxApi();
    const { realtime } = renderChat('/chat/inbox');
    await screen.findByText('สมชาย ใจดี');
    await waitFor(() => expect(realtime.subscriptions.has('inbox')).toBe(true));
    const title = 'ระบบหลังบ้าน';
    expect(screen.getByText(BO_CHAT.notificationsOn)).toBeTruthy();

    const news = { id: 15, sender: 'member' as const, preview: 'ยังไม่เข้าเลยครับ', createdAt: NOW.toISOString() };
    realtime.emit('chat.conversation', inboxEvent({ ...CONVERSATION, lastMessage: news, unread: 3 }));
    await waitFor(() => expect(document.title).toBe(BO_CHAT.tabTitle(1, title)));
    expect(shown).toEqual([{ title: BO_CHAT.newMessage('สมชาย ใจดี'), body: 'ยังไม่เข้าเลยครับ' }]);

    // The same message again (a read, a state change) and another agent's conversation are no news.
    realtime.emit('chat.conversation', inboxEvent({ ...CONVERSATION, lastMessage: news, unread: 0 }));
    realtime.emit(
      'chat.conversation',
      inboxEvent({ ...OTHER_CONVERSATION, lastMessage: { ...news, id: 6 }, updatedAt: NOW.toISOString() }),
    );
    expect(shown).toHaveLength(1);
    expect(document.title).toBe(BO_CHAT.tabTitle(1, title));

    // Coming back clears the count.
    fireEvent.focus(window);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('asks for notifications only when the agent clicks the button', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    inboxApi();
    renderChat('/chat/inbox');
    await screen.findByText('สมชาย ใจดี');
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.enableNotifications }));
    expect(await screen.findByText(BO_CHAT.notificationsOn)).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says whether the inbox is live', async () => {
    inboxApi();
    const { realtime } = renderChat('/chat/inbox');
    expect(await screen.findByText(BO_CHAT.connected)).toBeTruthy();
    realtime.setStatus('offline');
    expect(screen.getByText(BO_CHAT.reconnecting)).toBeTruthy();
  });

  it("switches the agent's availability", async () => {
    const fetchMock = inboxApi({
      'PUT /operator/agents/me': ({ body }) => ok({ ...AGENTS[0], ...(body as object) }),
    });
    renderChat('/chat/inbox', 'support');
    const toggle = await screen.findByRole('switch', { name: BO_CHAT.availability });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(callsTo(fetchMock, 'PUT', '/operator/agents/me').map((call) => call.body)).toEqual([{ available: false }]);
  });

  it('shows the settings and canned replies tabs only to a role with chat.manage', async () => {
    inboxApi();
    const admin = renderChat('/chat/inbox');
    const adminTabs = await screen.findByRole('navigation', { name: BO_CHAT.title });
    expect(within(adminTabs).getByRole('link', { name: BO_CHAT.tabs.settings })).toBeTruthy();
    expect(within(adminTabs).getByRole('link', { name: BO_CHAT.tabs.cannedReplies })).toBeTruthy();
    admin.unmount();

    renderChat('/chat/inbox', 'support');
    const tabs = await screen.findByRole('navigation', { name: BO_CHAT.title });
    expect(within(tabs).getByRole('link', { name: BO_CHAT.tabs.inbox })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: BO_CHAT.tabs.stats })).toBeTruthy();
    expect(within(tabs).queryByRole('link', { name: BO_CHAT.tabs.settings })).toBeNull();
    expect(within(tabs).queryByRole('link', { name: BO_CHAT.tabs.cannedReplies })).toBeNull();
  });
});
