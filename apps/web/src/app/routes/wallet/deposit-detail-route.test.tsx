import { type DepositRow, STATUS_LABELS, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { ACCOUNT, COMBINE, depositRow, signInWallet } from '@/features/wallet/test/fixtures';
import { renderRoutes } from '@/test/render';

/** The detail of deposit 42 as `row`, with the automatic channel on or off. */
function openDetail(row: DepositRow, autoDeposit = false) {
  signInWallet({
    'GET /combine': () => ({ body: { data: { ...COMBINE, autoDeposit } } }),
    'GET /member/deposit/42': () => ({ body: { data: row } }),
  });
  return renderRoutes(routes, '/tx/deposit-detail?id=42');
}

const exactAmount = () => screen.queryByRole('region', { name: WALLET.exactAmountTitle });

describe('/tx/deposit-detail (issue 30)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a waiting exact amount large with its note, and copies the plain number', async () => {
    const { user } = openDetail(depositRow({ amount: 500.37, exactAmount: true }), true);
    const region = await screen.findByRole('region', { name: WALLET.exactAmountTitle });
    expect(within(region).getByRole('heading', { name: WALLET.exactAmountTitle })).toBeInTheDocument();
    expect(within(region).getByTestId('exact-amount')).toHaveTextContent('500.37');
    expect(within(region).getByText(WALLET.exactAmountNote)).toBeInTheDocument();
    // Where to transfer it stays on the page.
    expect(
      within(screen.getByRole('region', { name: WALLET.transferTo })).getByText(ACCOUNT.accountNumber),
    ).toBeInTheDocument();

    const copy = within(region).getByRole('button', { name: WALLET.copyLabel('500.37') });
    expect(copy).toHaveAccessibleName(expect.stringContaining(WALLET.copy));
    await user.click(copy);
    await waitFor(() => expect(copy).toHaveTextContent(WALLET.copied));
    await expect(navigator.clipboard.readText()).resolves.toBe('500.37');
  });

  it('copies a large exact amount without its thousands separator', async () => {
    const { user } = openDetail(depositRow({ amount: 12500.05, exactAmount: true }));
    const region = await screen.findByRole('region', { name: WALLET.exactAmountTitle });
    expect(within(region).getByTestId('exact-amount')).toHaveTextContent('12,500.05');
    await user.click(within(region).getByRole('button', { name: WALLET.copyLabel('12,500.05') }));
    await waitFor(() => expect(navigator.clipboard.readText()).resolves.toBe('12500.05'));
  });

  it('shows no exact amount for a deposit without one', async () => {
    openDetail(depositRow({ amount: 500 }), true);
    expect(await screen.findByTestId('amount')).toHaveTextContent('500.00');
    expect(exactAmount()).not.toBeInTheDocument();
  });

  it('shows no exact amount once the deposit is decided', async () => {
    openDetail(depositRow({ amount: 500.37, exactAmount: true, status: 'rejected' }), true);
    expect(await screen.findByText(STATUS_LABELS.error)).toBeInTheDocument();
    expect(exactAmount()).not.toBeInTheDocument();
  });

  it('says the credit comes by itself while waiting on the automatic channel', async () => {
    openDetail(depositRow({ exactAmount: true, amount: 300.12 }), true);
    expect(await screen.findByText(WALLET.autoPendingNote)).toBeInTheDocument();
    expect(screen.queryByText(WALLET.depositPendingNote)).not.toBeInTheDocument();
  });

  it('keeps the operator pending note without the automatic channel', async () => {
    openDetail(depositRow(), false);
    expect(await screen.findByText(WALLET.depositPendingNote)).toBeInTheDocument();
    expect(screen.queryByText(WALLET.autoPendingNote)).not.toBeInTheDocument();
  });

  it('says an approved deposit was approved automatically', async () => {
    openDetail(depositRow({ status: 'approved', automatic: true, exactAmount: true, amount: 500.37 }), true);
    expect(await screen.findByText(STATUS_LABELS.success)).toBeInTheDocument();
    expect(screen.getByText(WALLET.approvedAutomatically)).toBeInTheDocument();
    expect(exactAmount()).not.toBeInTheDocument();
    expect(screen.queryByText(WALLET.autoPendingNote)).not.toBeInTheDocument();
  });

  it('shows no automatic badge on a deposit an operator approved', async () => {
    openDetail(depositRow({ status: 'approved' }), true);
    expect(await screen.findByText(STATUS_LABELS.success)).toBeInTheDocument();
    expect(screen.queryByText(WALLET.approvedAutomatically)).not.toBeInTheDocument();
  });
});
