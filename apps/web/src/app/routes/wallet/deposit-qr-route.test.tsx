import { type MemberMoneyEvent, SERVER_EVENTS, WALLET } from '@member/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { payment, signInWallet } from '@/features/wallet/test/fixtures';
import { LIVE_FALLBACK_POLL_MS } from '@/shared/realtime/realtime-store';
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

  it('shows the placeholder only while loading, counts down, asks slowly while no push can come, and moves on when paid', async () => {
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
    expect(calls).toBe(1);
    expect(screen.getByTestId('countdown').textContent).not.toBe(before);
    // The socket never connects here: the slow fallback asks.
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS));
    expect(calls).toBe(2);
    expect(router.state.location.pathname).toBe('/tx/deposit-qr');

    await act(() => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/tx/payment/completed?ref=REF123'),
    );
    expect(await screen.findByText(WALLET.paymentCompleted)).toBeInTheDocument();
  });

  it('asks nothing while pushes arrive, and moves on at the push of the deposit it paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = nextRealtime(createFakeRealtime('online'));
    let paid = false;
    let calls = 0;
    signInWallet({
      'GET /member/payment/REF123': () => {
        calls += 1;
        return { body: { data: payment({ status: paid ? 'paid' : 'pending' }) } };
      },
    });
    const { router } = renderRoutes(routes, '/tx/deposit-qr?ref=REF123');
    expect(await screen.findByTestId('amount')).toHaveTextContent('500.00');
    await waitFor(() => expect(socket.subscriptions.has('member:1')).toBe(true));

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toBe(1);

    paid = true;
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
  });

  it('asks again once its time runs out (an expiry is not pushed), and says it expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nextRealtime(createFakeRealtime('online'));
    const expiresAt = new Date(Date.now() + 30_000).toISOString();
    let calls = 0;
    signInWallet({
      'GET /member/payment/REF123': () => {
        calls += 1;
        const expired = Date.now() >= Date.parse(expiresAt);
        return { body: { data: payment({ expires_at: expiresAt, status: expired ? 'expired' : 'pending' }) } };
      },
    });
    renderRoutes(routes, '/tx/deposit-qr?ref=REF123');
    expect(await screen.findByTestId('amount')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET.qrExpired);
    expect(calls).toBe(2);
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
