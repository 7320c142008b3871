import { DEFAULT_GATEWAY_NAMES, formatDate, UI, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { depositRow, signInWallet } from '@/features/wallet/test/fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

const BANK = { code: 'scb', name: 'ธนาคารไทยพาณิชย์', number: '1234567890' };
const withdrawRow = (id: number, status: string, annotation: string | null) => ({
  id,
  bank_time: '2026-03-04T05:06:00.000Z',
  amount: 12345.5,
  status,
  type: 'bank',
  promotionId: null,
  annotation,
  bank: BANK,
});

describe('/tx/history', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders withdraw rows with the labels, colours and formats of shared, and loads more', async () => {
    let page = 0;
    signInWallet({
      'GET /member/reportwithdraw': () => {
        page += 1;
        const items =
          page === 1
            ? [withdrawRow(3, 'waiting_for_approve', null), withdrawRow(2, 'rejected', 'ชื่อบัญชีไม่ตรง')]
            : [withdrawRow(1, 'approved', null)];
        return { body: { data: { items, page, limit: 20, total: 21 } } };
      },
    });
    const { user } = renderRoutes(routes, '/tx/history/withdraw');
    const [first, second, ...rest] = await screen.findAllByTestId('history-row');
    if (!first || !second) throw new Error('expected two rows');
    expect(rest).toHaveLength(0);
    expect(within(first).getByText('กำลังดำเนินการ')).toHaveAttribute('data-state', 'pending');
    expect(within(first).getByText('กำลังดำเนินการ')).toHaveClass('text-amber-300');
    expect(within(second).getByText('เกิดข้อผิดพลาด')).toHaveClass('text-red-400');
    expect(within(second).getByText(/ชื่อบัญชีไม่ตรง/)).toBeInTheDocument();
    expect(within(first).getByText('12,345.50')).toBeInTheDocument();
    expect(within(first).getByText(formatDate('2026-03-04T05:06:00.000Z', 'short'))).toBeInTheDocument();
    expect(within(first).getByText(WALLET.typeLabels.bank)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: UI.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(3));
    expect(within(screen.getAllByTestId('history-row').at(-1) ?? document.body).getByText('เสร็จสิ้น')).toHaveClass(
      'text-emerald-400',
    );
    expect(screen.queryByRole('button', { name: UI.loadMore })).not.toBeInTheDocument();
  });

  it('shows the empty state and the gateway type labels on the deposit tab', async () => {
    signInWallet({
      'GET /member/reportdeposit': () => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }),
    });
    renderRoutes(routes, '/tx/history');
    expect(await screen.findByText(UI.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WALLET.depositHistory })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: WALLET.withdrawHistory })).toHaveAttribute('href', '/tx/history/withdraw');
  });

  it('labels gateway deposits', async () => {
    signInWallet({
      'GET /member/reportdeposit': () => ({
        body: {
          data: {
            items: [
              depositRow({ id: 5, bank_time: '2026-03-04T05:06:00.000Z', amount: 100, status: 'approved', type: 'cp' }),
            ],
            page: 1,
            limit: 20,
            total: 1,
          },
        },
      }),
    });
    renderRoutes(routes, '/tx/history/deposit');
    expect(await screen.findByText(DEFAULT_GATEWAY_NAMES.cp)).toBeInTheDocument();
    expect(screen.queryByText(WALLET.annotation, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText(WALLET.approvedAutomatically)).not.toBeInTheDocument();
  });

  it('marks the deposits the statement matcher approved, and only those', async () => {
    signInWallet({
      'GET /member/reportdeposit': () => ({
        body: {
          data: {
            items: [
              depositRow({ id: 8, amount: 500.37, status: 'approved', exactAmount: true, automatic: true }),
              depositRow({ id: 7, amount: 300, status: 'approved' }),
              depositRow({ id: 6, amount: 200.12, exactAmount: true }),
            ],
            page: 1,
            limit: 20,
            total: 3,
          },
        },
      }),
    });
    renderRoutes(routes, '/tx/history/deposit');
    const [automatic, byOperator, waiting] = await screen.findAllByTestId('history-row');
    if (!automatic || !byOperator || !waiting) throw new Error('expected three rows');
    expect(within(automatic).getByText(WALLET.approvedAutomatically)).toBeInTheDocument();
    expect(within(automatic).getByRole('link')).toHaveAccessibleName(
      expect.stringContaining(WALLET.approvedAutomatically),
    );
    expect(within(automatic).getByText('500.37')).toBeInTheDocument();
    expect(within(byOperator).queryByText(WALLET.approvedAutomatically)).not.toBeInTheDocument();
    expect(within(waiting).queryByText(WALLET.approvedAutomatically)).not.toBeInTheDocument();
  });
});

describe('wallet guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest on /tx to the login dialog with redirect=tx', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/tx');
    expect(await screen.findByRole('dialog', { name: UI.login })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/?redirect=tx'));
  });
});
