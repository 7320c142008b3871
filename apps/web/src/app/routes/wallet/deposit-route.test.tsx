import { IDEMPOTENCY_KEY_PATTERN, UI, VALIDATION, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { ACCOUNT, COMBINE, payment, sentKeys, signInWallet } from '@/features/wallet/test/fixtures';
import { sentBodies } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

const amountField = () => screen.findByLabelText(WALLET.amount);

describe('/tx/deposit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the channels of /combine, the member bank masked, and copies an account number', async () => {
    signInWallet();
    const { user } = renderRoutes(routes, '/tx/deposit');
    const channels = await screen.findByRole('region', { name: WALLET.transferTo });
    expect(within(channels).getByText(ACCOUNT.accountNumber)).toBeInTheDocument();
    expect(within(channels).getByText(ACCOUNT.bankName)).toBeInTheDocument();
    expect(within(channels).getByRole('img', { name: 'KBank' })).toHaveAttribute('src', '/banks/kbnk.svg');
    expect(within(channels).getByText(COMBINE.promptpay!)).toBeInTheDocument();
    expect(within(channels).getByText(COMBINE.accountNameTmn!)).toBeInTheDocument();
    const gateways = screen.getByRole('region', { name: WALLET.gatewayTitle });
    expect(within(gateways).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('member-bank-number')).toHaveTextContent('•••• 7890');

    await user.click(screen.getByRole('button', { name: WALLET.copyLabel(ACCOUNT.accountNumber) }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: WALLET.copyLabel(ACCOUNT.accountNumber) })).toHaveTextContent(
        WALLET.copied,
      ),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe(ACCOUNT.accountNumber);
  });

  it('filters the amount while typing, formats it on blur, and shows the amount messages', async () => {
    const fetchMock = signInWallet();
    const { user } = renderRoutes(routes, '/tx/deposit');
    const input = await amountField();

    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));
    expect(await screen.findByText(VALIDATION.amountRequired)).toBeInTheDocument();

    await user.type(input, '12a3b4.5');
    expect(input).toHaveValue('1234.5');
    await user.tab();
    expect(input).toHaveValue('1,234.5');

    await user.clear(input);
    await user.type(input, '1.234');
    await user.tab();
    expect(screen.getByText(VALIDATION.amountDecimals)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '2000000');
    await user.tab();
    expect(screen.getByText(VALIDATION.amountTooLarge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));
    expect(sentBodies(fetchMock, 'POST', '/member/regulardeposit')).toHaveLength(0);
  });

  it('sends a bank-transfer deposit with a fresh Idempotency-Key and opens its detail', async () => {
    const row = {
      id: 42,
      bank_time: '2026-01-02T03:04:05.000Z',
      amount: 1000,
      status: 'waiting_for_approve',
      type: 'bank',
      promotionId: null,
    };
    const fetchMock = signInWallet({
      'POST /member/regulardeposit': () => ({ status: 201, body: { data: row } }),
    });
    const { user, router } = renderRoutes(routes, '/tx/deposit');
    await user.type(await amountField(), '1000');
    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/tx/deposit-detail?id=42'),
    );
    // The page showed one receiving account: the deposit names it, so the operator's queue can show it.
    expect(sentBodies(fetchMock, 'POST', '/member/regulardeposit')).toEqual([
      { amount: 1000, depositBankAccountId: 1 },
    ]);
    expect(sentKeys(fetchMock, 'POST', '/member/regulardeposit')[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(await screen.findByTestId('amount')).toHaveTextContent('1,000.00');
    expect(screen.getByText('กำลังดำเนินการ')).toHaveAttribute('data-state', 'pending');
  });

  it('sends a new key on each submit and shows the translated server refusal', async () => {
    const fetchMock = signInWallet({
      'POST /member/regulardeposit': () => ({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: 'Cannot deposit when have pending withdraw' } },
      }),
    });
    const { user } = renderRoutes(routes, '/tx/deposit');
    await user.type(await amountField(), '300');
    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent('ไม่สามารถฝากได้ในขณะที่กำลังรอการอนุมัติการถอนเงิน');
    await user.click(within(alert).getByRole('button', { name: UI.alertOk }));
    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));
    await screen.findByRole('dialog', { name: UI.alertTitle });
    const keys = sentKeys(fetchMock, 'POST', '/member/regulardeposit');
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks a gateway for a QR and opens the QR page', async () => {
    const fetchMock = signInWallet({
      'POST /member/ppyp/deposit': () => ({ status: 201, body: { data: payment({ provider: 'ppyp' }) } }),
    });
    const { user, router } = renderRoutes(routes, '/tx/deposit');
    await user.type(await amountField(), '500');
    await user.click(screen.getByRole('button', { name: COMBINE.gatewayNames.ppyp }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/tx/deposit-qr?ref=REF123'),
    );
    expect(sentBodies(fetchMock, 'POST', '/member/ppyp/deposit')).toEqual([{ amount: 500 }]);
    expect(sentKeys(fetchMock, 'POST', '/member/ppyp/deposit')[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
