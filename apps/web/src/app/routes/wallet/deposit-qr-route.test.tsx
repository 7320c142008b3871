import { type MemberMoneyEvent, SERVER_EVENTS, WALLET } from '@member/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { PAYMENT_POLL_MS } from '@/features/wallet/api/wallet-queries';
import { payment, signInWallet } from '@/features/wallet/test/fixtures';
import { createFakeRealtime, nextRealtime } from '@/test/fake-realtime';
import type { MockReply } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

describe('/tx/deposit-qr', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the placeholder only while loading, counts down, polls, and moves on when paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = payment({ expires_at: new Date(Date.now() + 120_000).toISOString() });
    let release: (reply: MockReply) => void = () => undefined;
    let calls = 0;
    signInWallet({
      'GET /member/payment/REF123': () => {
        calls += 1;
        if (calls === 1) return new Promise<MockReply>((resolve) => (release = resolve));
        if (calls === 2) return { body: { data: first } };
        return { body: { data: { ...first, status: 'paid' } } };
      },
    });
    const { router } = renderRoutes(routes, '/tx/deposit-qr?ref=REF123');

    expect(await screen.findByTestId('qr-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: WALLET.qrImage })).not.toBeInTheDocument();

    // The placeholder can be on screen before the page has asked: answer the ask only once it is made.
    await waitFor(() => expect(calls).toBe(1));
    await act(async () => release({ body: { data: first } }));
    expect(await screen.findByRole('img', { name: WALLET.qrImage })).toHaveAttribute('src', first.qr_image);
    expect(screen.queryByTestId('qr-placeholder')).not.toBeInTheDocument();
    expect(screen.getByTestId('amount')).toHaveTextContent('500.00');
    expect(screen.getByRole('link', { name: WALLET.openPaymentLink })).toHaveAttribute(
      'href',
      new URL(first.payment_url, window.location.origin).href,
    );
    expect(screen.queryByText(first.payment_url)).not.toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent(/^0[12]:\d\d$/);

    const before = screen.getByTestId('countdown').textContent;
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(calls).toBe(2);
    expect(screen.getByTestId('countdown').textContent).not.toBe(before);
    expect(router.state.location.pathname).toBe('/tx/deposit-qr');

    await act(() => vi.advanceTimersByTimeAsync(3_100));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/tx/payment/completed?ref=REF123'),
    );
    expect(await screen.findByText(WALLET.paymentCompleted)).toBeInTheDocument();
  });

  it('moves on at once at the push of the deposit it paid, before its next ask', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = nextRealtime(createFakeRealtime('online'));
    let paid = false;
    signInWallet({
      'GET /member/payment/REF123': () => ({ body: { data: payment({ status: paid ? 'paid' : 'pending' }) } }),
    });
    const { router } = renderRoutes(routes, '/tx/deposit-qr?ref=REF123');
    expect(await screen.findByTestId('amount')).toHaveTextContent('500.00');
    await waitFor(() => expect(socket.subscriptions.has('member:1')).toBe(true));
    paid = true;
    const pushedAt = Date.now();
    const event: MemberMoneyEvent = {
      channel: 'member:1',
      kind: 'deposit',
      status: 'approved',
      id: '9',
      amount: 500,
      at: new Date().toISOString(),
    };
    act(() => socket.emit(SERVER_EVENTS.memberMoney, event));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/tx/payment/completed?ref=REF123'),
    );
    // Well within the 3 s between asks: the push did it.
    expect(Date.now() - pushedAt).toBeLessThan(PAYMENT_POLL_MS);
  });

  it('says when the QR expired and links back to deposit', async () => {
    signInWallet({
      'GET /member/payment/OLD': () => ({ body: { data: payment({ reference: 'OLD', status: 'expired' }) } }),
    });
    renderRoutes(routes, '/tx/deposit-qr?ref=OLD');
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET.qrExpired);
    expect(screen.getByRole('link', { name: WALLET.newDeposit })).toHaveAttribute('href', '/tx/deposit');
  });
});
