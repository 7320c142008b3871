import {
  CHAT,
  CHAT_API_BASE,
  formatNumber,
  LAYOUT,
  MEMBER_MONEY_KINDS,
  type MemberMoneyEvent,
  MINIGAME_API_BASE,
  MONEY_TOASTS,
  SERVER_EVENTS,
  STATUS_LABELS,
  WALLET,
} from '@member/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { COMBINE, signInWallet } from '@/features/wallet/test/fixtures';
import { playChime } from '@/shared/lib/chime';
import { LIVE_FALLBACK_POLL_MS } from '@/shared/realtime/realtime-store';
import { createFakeRealtime, type FakeRealtime, nextRealtime } from '@/test/fake-realtime';
import type { MockReply } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { moneyToastText } from './live-money';

vi.mock('@/shared/lib/chime', () => ({ playChime: vi.fn(), primeChime: () => () => undefined }));

const MEMBER_CHANNEL = 'member:1';

const money = (overrides: Partial<MemberMoneyEvent> = {}): MemberMoneyEvent => ({
  channel: MEMBER_CHANNEL,
  kind: 'deposit',
  status: 'approved',
  id: '42',
  amount: 1500,
  at: '2026-03-20T03:00:00.000Z',
  ...overrides,
});

const depositRow = (status: string) => ({
  id: 42,
  bank_time: '2026-03-20T03:00:00.000Z',
  amount: 1500,
  status,
  type: 'bank',
  promotionId: null,
  annotation: null,
  reference: null,
  exactAmount: false,
  automatic: false,
});

/** How many times a path (without its query) was asked for. */
const callsTo = (fetchMock: ReturnType<typeof signInWallet>, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === 'GET' && url.pathname === path;
  }).length;

/** The server sends an event, and the page has taken it in (the query cache tells its readers a tick later). */
async function push(socket: FakeRealtime, event: string, payload: unknown) {
  await act(async () => {
    socket.emit(event, payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function connected(socket: FakeRealtime) {
  await waitFor(() => expect(socket.subscriptions.has(MEMBER_CHANNEL)).toBe(true));
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

describe('the member’s live updates', () => {
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('counts unread chat messages on the header’s chat link and the bottom menu’s contact, live', async () => {
    const socket = nextRealtime(createFakeRealtime('online'));
    signInWallet({ [`GET ${CHAT_API_BASE}/chat-member/count`]: () => ({ body: { data: { count: 3 } } }) });
    renderRoutes(routes, '/');
    const header = await screen.findByRole('banner');
    const chatLink = await within(header).findByRole('link', { name: `${CHAT.title} ${CHAT.unreadLabel(3)}` });
    expect(chatLink).toHaveAttribute('href', '/chat');
    expect(within(chatLink).getByTestId('unread-badge')).toHaveTextContent('3');
    const menu = screen.getByRole('navigation', { name: LAYOUT.bottomMenu });
    const contact = within(menu).getByRole('link', { name: `ติดต่อเรา ${CHAT.unreadLabel(3)}` });
    expect(within(contact).getByTestId('unread-badge')).toHaveTextContent('3');
    await connected(socket);

    await push(socket, SERVER_EVENTS.chatUnread, { channel: MEMBER_CHANNEL, count: 120 });
    expect(within(chatLink).getByTestId('unread-badge')).toHaveTextContent('99+');
    expect(chatLink).toHaveAccessibleName(`${CHAT.title} ${CHAT.unreadLabel(120)}`);
    // Another member's channel is none of this page's business.
    await push(socket, SERVER_EVENTS.chatUnread, { channel: 'member:2', count: 1 });
    expect(within(chatLink).getByTestId('unread-badge')).toHaveTextContent('99+');

    await push(socket, SERVER_EVENTS.chatUnread, { channel: MEMBER_CHANNEL, count: 0 });
    expect(screen.queryAllByTestId('unread-badge')).toHaveLength(0);
    expect(within(header).getByRole('link', { name: CHAT.title })).toBeInTheDocument();
  });

  it('asks the count once the own channel is followed, and again when the socket comes back from a break', async () => {
    const socket = nextRealtime(createFakeRealtime('online'));
    let count = 0;
    const fetchMock = signInWallet({
      [`GET ${CHAT_API_BASE}/chat-member/count`]: () => ({ body: { data: { count } } }),
    });
    renderRoutes(routes, '/');
    await connected(socket);
    // A message pushed before the channel was followed is not missed: the count is read after it.
    await waitFor(() => expect(callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`)).toBeGreaterThanOrEqual(1));
    const before = callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`);
    count = 2;
    act(() => socket.reconnect());
    expect(await screen.findAllByTestId('unread-badge')).toHaveLength(2);
    expect(callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`)).toBe(before + 1);
  });

  it('counts a message committed while the first count was on its way and before the channel was followed', async () => {
    // The order of issue 27: the page's first count is asked; the agent's answer commits and its event
    // goes to a room this socket has not joined yet; the channel is followed; only then does the first
    // count come back, read before the answer. The re-read at the follow must not join that old read.
    const socket = nextRealtime(createFakeRealtime('connecting'));
    let count = 0;
    let answerFirst = (_reply: MockReply) => {};
    const fetchMock = signInWallet({
      [`GET ${CHAT_API_BASE}/chat-member/count`]: () =>
        callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`) === 1
          ? new Promise<MockReply>((resolve) => (answerFirst = resolve))
          : { body: { data: { count } } },
    });
    renderRoutes(routes, '/');
    await waitFor(() => expect(callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`)).toBe(1));
    const readBeforeTheAnswer = { body: { data: { count } } };
    count = 1;
    await waitFor(() => expect(socket.subscriptions.has(MEMBER_CHANNEL)).toBe(true));
    act(() => socket.setStatus('online'));
    expect(socket.joins).toEqual([{ channel: MEMBER_CHANNEL, after: undefined }]);
    await act(async () => answerFirst(readBeforeTheAnswer));

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: `${CHAT.title} ${CHAT.unreadLabel(1)}` })).toBeVisible();
    expect(callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`)).toBe(2);
  });

  it('chimes and counts in the tab’s title for new messages while the tab is hidden, and stops when shown', async () => {
    const socket = nextRealtime(createFakeRealtime('online'));
    signInWallet({ [`GET ${CHAT_API_BASE}/chat-member/count`]: () => ({ body: { data: { count: 0 } } }) });
    renderRoutes(routes, '/');
    await connected(socket);
    await waitFor(() => expect(document.title).not.toBe(''));
    const title = document.title;

    await push(socket, SERVER_EVENTS.chatUnread, { channel: MEMBER_CHANNEL, count: 1 });
    expect(playChime).not.toHaveBeenCalled();
    expect(document.title).toBe(title);

    setVisibility('hidden');
    await push(socket, SERVER_EVENTS.chatUnread, { channel: MEMBER_CHANNEL, count: 2 });
    expect(playChime).toHaveBeenCalledTimes(1);
    expect(document.title).toBe(CHAT.tabTitle(2, title));
    await push(socket, SERVER_EVENTS.chatUnread, { channel: MEMBER_CHANNEL, count: 3 });
    expect(playChime).toHaveBeenCalledTimes(2);
    expect(document.title).toBe(CHAT.tabTitle(3, title));

    setVisibility('visible');
    expect(document.title).toBe(title);
  });

  it('writes each kind of money toast with the amount as the wallet shows it', () => {
    for (const kind of MEMBER_MONEY_KINDS) {
      for (const status of ['approved', 'rejected'] as const) {
        expect(moneyToastText({ kind, status, amount: 1234.5 })).toBe(MONEY_TOASTS[kind][status]('1,234.50'));
      }
    }
    expect(moneyToastText({ kind: 'deposit', status: 'approved', amount: 500 })).toBe('ฝากเงิน 500.00 บาท สำเร็จ');
    expect(moneyToastText({ kind: 'lottery' as never, status: 'approved', amount: 1 })).toBeNull();
  });

  it('refreshes the credit and shows a toast when money is decided', async () => {
    const socket = nextRealtime(createFakeRealtime('online'));
    let credit = 1500.5;
    const fetchMock = signInWallet({ 'GET /credit': () => ({ body: { data: { credit } } }) });
    renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByTestId('credit')).toHaveTextContent(formatNumber(1500.5)));
    await connected(socket);
    const creditCalls = callsTo(fetchMock, '/api/credit');

    credit = 3000.5;
    await push(socket, SERVER_EVENTS.memberMoney, money());
    await waitFor(() => expect(screen.getByTestId('credit')).toHaveTextContent(formatNumber(3000.5)));
    expect(callsTo(fetchMock, '/api/credit')).toBe(creditCalls + 1);
    expect(screen.getByTestId('toast')).toHaveTextContent(MONEY_TOASTS.deposit.approved(formatNumber(1500)));

    await push(socket, SERVER_EVENTS.memberMoney, money({ kind: 'withdrawal', status: 'rejected', amount: 200 }));
    expect(await screen.findByText(MONEY_TOASTS.withdrawal.rejected(formatNumber(200)))).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });

  it('asks nothing again on an open deposit while pushes arrive; its push refreshes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = nextRealtime(createFakeRealtime('online'));
    let status = 'waiting_for_approve';
    const fetchMock = signInWallet({
      'GET /member/deposit/42': () => ({ body: { data: depositRow(status) } }),
    });
    renderRoutes(routes, '/tx/deposit-detail?id=42');
    expect(await screen.findByText(STATUS_LABELS.pending)).toBeInTheDocument();
    await connected(socket);
    await act(() => vi.advanceTimersByTimeAsync(100));
    // Read once, or twice if the channel was followed after the first read (the page asks again then).
    const asked = callsTo(fetchMock, '/api/member/deposit/42');

    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(callsTo(fetchMock, '/api/member/deposit/42')).toBe(asked);

    status = 'approved';
    // Another deposit's decision is not this page's.
    await push(socket, SERVER_EVENTS.memberMoney, money({ id: '41' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(callsTo(fetchMock, '/api/member/deposit/42')).toBe(asked);
    await push(socket, SERVER_EVENTS.memberMoney, money());
    expect(await screen.findByText(STATUS_LABELS.success)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/member/deposit/42')).toBe(asked + 1);
  });

  it('turns an open automatic deposit from its exact amount to approved automatically at its push', async () => {
    const socket = nextRealtime(createFakeRealtime('online'));
    let row = { ...depositRow('waiting_for_approve'), amount: 1500.37, exactAmount: true };
    signInWallet({
      'GET /combine': () => ({ body: { data: { ...COMBINE, autoDeposit: true } } }),
      'GET /member/deposit/42': () => ({ body: { data: row } }),
    });
    renderRoutes(routes, '/tx/deposit-detail?id=42');
    expect(await screen.findByRole('region', { name: WALLET.exactAmountTitle })).toHaveTextContent('1,500.37');
    expect(screen.getByText(WALLET.autoPendingNote)).toBeInTheDocument();
    await connected(socket);

    row = { ...row, status: 'approved', automatic: true };
    await push(socket, SERVER_EVENTS.memberMoney, money({ amount: 1500.37 }));
    expect(await screen.findByText(WALLET.approvedAutomatically)).toBeInTheDocument();
    expect(screen.getByText(STATUS_LABELS.success)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: WALLET.exactAmountTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(WALLET.autoPendingNote)).not.toBeInTheDocument();
  });

  it('reads an open deposit again once the channel is followed: a decision pushed before reached nobody', async () => {
    const socket = nextRealtime(createFakeRealtime('connecting'));
    let status = 'waiting_for_approve';
    signInWallet({ 'GET /member/deposit/42': () => ({ body: { data: depositRow(status) } }) });
    renderRoutes(routes, '/tx/deposit-detail?id=42');
    expect(await screen.findByText(STATUS_LABELS.pending)).toBeInTheDocument();
    await waitFor(() => expect(socket.subscriptions.has(MEMBER_CHANNEL)).toBe(true));

    // The operator approves while the socket is still connecting: its push goes to nobody.
    status = 'approved';
    act(() => socket.setStatus('online'));
    expect(await screen.findByText(STATUS_LABELS.success)).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('reads nothing again when the server says the channel was quiet since the page began loading', async () => {
    const socket = nextRealtime(createFakeRealtime('connecting'));
    socket.quiet = true;
    const fetchMock = signInWallet({
      'GET /member/deposit/42': () => ({ body: { data: depositRow('waiting_for_approve') } }),
    });
    renderRoutes(routes, '/tx/deposit-detail?id=42');
    expect(await screen.findByText(STATUS_LABELS.pending)).toBeInTheDocument();
    await waitFor(() => expect(socket.subscriptions.has(MEMBER_CHANNEL)).toBe(true));
    // The page's reads have all come back before the socket follows the channel.
    await waitFor(() => expect(callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`)).toBe(1));
    const reads = { deposit: callsTo(fetchMock, '/api/member/deposit/42'), credit: callsTo(fetchMock, '/api/credit') };

    act(() => socket.setStatus('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, '/api/member/deposit/42')).toBe(reads.deposit);
    expect(callsTo(fetchMock, '/api/credit')).toBe(reads.credit);
    expect(callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`)).toBe(1);

    // After a break it is not quiet (something was pushed meanwhile): everything is read again.
    socket.quiet = false;
    act(() => socket.reconnect());
    await waitFor(() => expect(callsTo(fetchMock, '/api/member/deposit/42')).toBe(reads.deposit + 1));
    expect(callsTo(fetchMock, `${CHAT_API_BASE}/chat-member/count`)).toBe(2);
  });

  it('falls back to asking slowly while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = nextRealtime(createFakeRealtime('online'));
    const fetchMock = signInWallet({
      'GET /member/withdraw/9': () => ({
        body: {
          data: {
            id: 9,
            bank_time: '2026-03-20T03:00:00.000Z',
            amount: 300,
            status: 'waiting_for_approve',
            type: 'bank',
            promotionId: null,
            annotation: null,
            bank: { code: 'scb', name: 'ธนาคารไทยพาณิชย์', number: '1234567890' },
          },
        },
      }),
    });
    renderRoutes(routes, '/tx/withdraw-detail?id=9');
    expect(await screen.findByText(STATUS_LABELS.pending)).toBeInTheDocument();
    await connected(socket);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const asked = callsTo(fetchMock, '/api/member/withdraw/9');
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS * 2));
    expect(callsTo(fetchMock, '/api/member/withdraw/9')).toBe(asked);

    act(() => socket.setStatus('offline'));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS + 100));
    expect(callsTo(fetchMock, '/api/member/withdraw/9')).toBe(asked + 1);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS));
    expect(callsTo(fetchMock, '/api/member/withdraw/9')).toBe(asked + 2);
  });

  it('refreshes an open mini-game profit withdrawal at its push, without asking meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = nextRealtime(createFakeRealtime('online'));
    let status = 'pending';
    const row = () => ({
      id: '41',
      createdAt: '2026-03-04T05:06:00.000Z',
      amount: 30,
      status,
      decidedAt: null,
      note: null,
    });
    const reply = (): MockReply => ({ body: { data: [row()] } });
    const fetchMock = signInWallet({ [`GET ${MINIGAME_API_BASE}/member/withdraw-history`]: reply });
    renderRoutes(routes, '/mini-game/profit-manage/withdraw-detail?id=41');
    expect(await screen.findByText(STATUS_LABELS.pending)).toBeInTheDocument();
    await connected(socket);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const path = `${MINIGAME_API_BASE}/member/withdraw-history`;
    const asked = callsTo(fetchMock, path);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(callsTo(fetchMock, path)).toBe(asked);

    status = 'approved';
    await push(socket, SERVER_EVENTS.memberMoney, money({ kind: 'minigame_withdrawal', id: '41', amount: 30 }));
    expect(await screen.findByText(STATUS_LABELS.success)).toBeInTheDocument();
    expect(callsTo(fetchMock, path)).toBe(asked + 1);
    expect(screen.getByTestId('toast')).toHaveTextContent(MONEY_TOASTS.minigame_withdrawal.approved('30.00'));
  });
});
