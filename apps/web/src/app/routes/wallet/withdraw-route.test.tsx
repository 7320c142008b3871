import { IDEMPOTENCY_KEY_PATTERN, UI, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { sentKeys, signInWallet } from '@/features/wallet/test/fixtures';
import { sentBodies } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

const ROW = {
  id: 7,
  bank_time: '2026-01-02T03:04:05.000Z',
  amount: 200,
  status: 'waiting_for_approve',
  type: 'bank',
  promotionId: null,
  annotation: null,
  bank: { code: 'scb', name: 'ธนาคารไทยพาณิชย์', number: '1234567890' },
};

describe('/tx/withdraw', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows credit, credit_min and the destination, and refuses amounts outside them without a call', async () => {
    const fetchMock = signInWallet();
    const { user } = renderRoutes(routes, '/tx/withdraw');
    expect(await screen.findByTestId('credit')).toHaveTextContent('1,500.50');
    expect(await screen.findByTestId('credit-min')).toHaveTextContent('100.00');
    expect(screen.getByText(WALLET.creditMin, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('member-bank-number')).toHaveTextContent('•••• 7890');

    const input = screen.getByLabelText(WALLET.amount);
    await user.type(input, '2000');
    await user.click(screen.getByRole('button', { name: WALLET.submitWithdraw }));
    expect(await screen.findByText(WALLET.amountOverCredit('1,500.50'))).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '50');
    await user.click(screen.getByRole('button', { name: WALLET.submitWithdraw }));
    expect(await screen.findByText(WALLET.amountBelowMin('100.00'))).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/withdraw/withdraw')).toHaveLength(0);
  });

  it('shows the server 422 translated', async () => {
    signInWallet({
      'POST /withdraw/withdraw': () => ({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: 'Your balance must less than or equal 150.5' } },
      }),
    });
    const { user } = renderRoutes(routes, '/tx/withdraw');
    await screen.findByTestId('credit-min');
    await user.type(screen.getByLabelText(WALLET.amount), '1000');
    await user.click(screen.getByRole('button', { name: WALLET.submitWithdraw }));
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent('ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ 150.5');
    expect(within(alert).getByRole('button', { name: UI.alertOk })).toBeInTheDocument();
  });

  it('sends the withdrawal with an Idempotency-Key and opens its detail', async () => {
    const fetchMock = signInWallet({
      'POST /withdraw/withdraw': () => ({ status: 201, body: { data: ROW } }),
      'GET /member/withdraw/7': () => ({ body: { data: { ...ROW, status: 'rejected', annotation: 'บัญชีไม่ถูกต้อง' } } }),
    });
    const { user, router, queryClient } = renderRoutes(routes, '/tx/withdraw');
    await screen.findByTestId('credit-min');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(screen.getByLabelText(WALLET.amount), '200');
    await user.click(screen.getByRole('button', { name: WALLET.submitWithdraw }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/tx/withdraw-detail?id=7'),
    );
    expect(sentBodies(fetchMock, 'POST', '/withdraw/withdraw')).toEqual([{ amount: 200 }]);
    expect(sentKeys(fetchMock, 'POST', '/withdraw/withdraw')[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['credit'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['history'] });
    expect(await screen.findByTestId('amount')).toHaveTextContent('200.00');
    expect(screen.getByText(WALLET.withdrawTo)).toBeInTheDocument();
  });
});
