import { SERVER_MESSAGES, WALLET } from '@member/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { payment, signInWallet } from '@/features/wallet/test/fixtures';
import { renderRoutes } from '@/test/render';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

describe('/tx/payment/completed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows success and the amount only for a paid payment', async () => {
    signInWallet({ 'GET /member/payment/R1': () => ({ body: { data: payment({ status: 'paid' }) } }) });
    renderRoutes(routes, '/tx/payment/completed?ref=R1');
    expect(await screen.findByRole('heading', { name: WALLET.paymentCompleted })).toBeInTheDocument();
    expect(screen.getByTestId('amount')).toHaveTextContent('500.00');
  });

  it('says the payment is still awaited, with the way back to its QR', async () => {
    signInWallet({ 'GET /member/payment/R2': () => ({ body: { data: payment({ status: 'pending' }) } }) });
    renderRoutes(routes, '/tx/payment/completed?ref=R2');
    expect(await screen.findByRole('heading', { name: WALLET.paymentWaitingTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WALLET.backToQr })).toHaveAttribute('href', '/tx/deposit-qr?ref=R2');
    expect(screen.queryByText(WALLET.paymentCompleted)).not.toBeInTheDocument();
  });

  it('says an expired payment expired and offers a new deposit', async () => {
    signInWallet({ 'GET /member/payment/R3': () => ({ body: { data: payment({ status: 'expired' }) } }) });
    renderRoutes(routes, '/tx/payment/completed?ref=R3');
    expect(await screen.findByRole('heading', { name: WALLET.paymentExpiredTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WALLET.newDeposit })).toHaveAttribute('href', '/tx/deposit');
  });

  it("answers another member's or an unknown reference with not found", async () => {
    signInWallet({
      'GET /member/payment/NOPE': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } },
      }),
    });
    renderRoutes(routes, '/tx/payment/completed?ref=NOPE');
    expect(await screen.findByText(SERVER_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByText(WALLET.paymentCompleted)).not.toBeInTheDocument();
  });
});
