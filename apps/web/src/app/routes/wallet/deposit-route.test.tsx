import { IDEMPOTENCY_KEY_PATTERN, UI, VALIDATION, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { ACCOUNT, COMBINE, depositRow, payment, sentKeys, signInWallet } from '@/features/wallet/test/fixtures';
import { sentBodies } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { bankLogoUrl } from '@/shared/lib/bank-logos';

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
    expect(within(channels).getByRole('img', { name: 'KBank' })).toHaveAttribute('src', bankLogoUrl('kbnk'));
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
    const row = depositRow({ id: 42, amount: 1000 });
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
    expect(screen.getByText(WALLET.depositPendingNote)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: WALLET.exactAmountTitle })).not.toBeInTheDocument();
  });

  it('explains the automatic channel above the accounts when /combine turns it on', async () => {
    signInWallet({ 'GET /combine': () => ({ body: { data: { ...COMBINE, autoDeposit: true } } }) });
    renderRoutes(routes, '/tx/deposit');
    const callout = await screen.findByRole('region', { name: WALLET.autoDepositTitle });
    expect(within(callout).getByRole('heading', { name: WALLET.autoDepositTitle })).toBeInTheDocument();
    expect(within(callout).getByText(WALLET.autoDepositNote)).toBeInTheDocument();
    // The rest of the transfer section is as before.
    expect(screen.getByRole('region', { name: WALLET.transferTo })).toBeInTheDocument();
    expect(screen.getByText(WALLET.submitDepositHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WALLET.submitDeposit })).toBeInTheDocument();
  });

  it('shows no automatic callout when /combine leaves it off', async () => {
    signInWallet();
    renderRoutes(routes, '/tx/deposit');
    await screen.findByRole('region', { name: WALLET.transferTo });
    expect(screen.queryByRole('region', { name: WALLET.autoDepositTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(WALLET.autoDepositNote)).not.toBeInTheDocument();
  });

  it('shows no automatic callout without bank transfer', async () => {
    signInWallet({
      'GET /combine': () => ({ body: { data: { ...COMBINE, autoDeposit: true, bank_transfer: false } } }),
    });
    renderRoutes(routes, '/tx/deposit');
    await screen.findByRole('region', { name: WALLET.transferTo });
    expect(screen.queryByRole('region', { name: WALLET.autoDepositTitle })).not.toBeInTheDocument();
  });

  it('opens the detail of an automatic deposit with the exact amount to transfer', async () => {
    signInWallet({
      'GET /combine': () => ({ body: { data: { ...COMBINE, autoDeposit: true } } }),
      'POST /member/regulardeposit': () => ({
        status: 201,
        body: { data: depositRow({ id: 43, amount: 500.37, exactAmount: true }) },
      }),
    });
    const { user, router } = renderRoutes(routes, '/tx/deposit');
    await user.type(await amountField(), '500');
    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=43'));
    const exact = await screen.findByRole('region', { name: WALLET.exactAmountTitle });
    expect(within(exact).getByTestId('exact-amount')).toHaveTextContent('500.37');
    expect(within(exact).getByRole('button', { name: WALLET.copyLabel('500.37') })).toBeInTheDocument();
    expect(screen.getByText(WALLET.autoPendingNote)).toBeInTheDocument();
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
