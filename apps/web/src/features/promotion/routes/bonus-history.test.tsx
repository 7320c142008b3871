import { formatDate, type PromotionHistoryRow, UI, WALLET } from '@member/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { signInMember } from '../test/fixtures';

const row = (overrides: Partial<PromotionHistoryRow>): PromotionHistoryRow => ({
  id: 'claim-1',
  type: 'promotion',
  date: '2026-03-04T05:06:00.000Z',
  amount: 1234.5,
  status: 'approved',
  promotionId: 5,
  title: 'ฝากแรกรับ 20%',
  reason: null,
  depositId: 3,
  period: null,
  turnover: 0,
  ...overrides,
});

describe('/tx/history/bonus', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows bonuses and return-loss credits with the type and status labels, in the history tabs', async () => {
    signInMember({
      'GET /v2/promotion/member/history': () => ({
        body: {
          data: {
            items: [
              row({ id: 'deposit-4', status: 'waiting_for_approve', amount: 200 }),
              row({ id: 'claim-2', type: 'return_loss', title: 'คืนยอดเสีย', amount: 50 }),
              row({ id: 'claim-1', status: 'rejected', reason: 'คุณใช้โปรโมชั่นนี้ไปแล้ว' }),
            ],
            page: 1,
            limit: 20,
            total: 3,
          },
        },
      }),
    });
    renderRoutes(routes, '/tx/history/bonus');
    const [pending, returnLoss, rejected] = await screen.findAllByTestId('history-row');
    if (!pending || !returnLoss || !rejected) throw new Error('expected three rows');
    expect(within(pending).getByText('โปรโมชั่น')).toBeInTheDocument();
    expect(within(pending).getByText('กำลังดำเนินการ')).toHaveAttribute('data-state', 'pending');
    expect(within(pending).getByText('200.00')).toBeInTheDocument();
    expect(within(returnLoss).getByText('คืนยอดเสีย', { selector: 'p.font-medium' })).toBeInTheDocument();
    expect(within(returnLoss).getByText('เสร็จสิ้น')).toHaveClass('text-emerald-400');
    expect(within(rejected).getByText('เกิดข้อผิดพลาด')).toHaveClass('text-red-400');
    expect(within(rejected).getByText('1,234.50')).toBeInTheDocument();
    expect(within(rejected).getByText(/คุณใช้โปรโมชั่นนี้ไปแล้ว/)).toBeInTheDocument();
    expect(within(rejected).getByText(formatDate('2026-03-04T05:06:00.000Z', 'short'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WALLET.bonusHistory })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state', async () => {
    signInMember({
      'GET /v2/promotion/member/history': () => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }),
    });
    renderRoutes(routes, '/tx/history/bonus');
    expect(await screen.findByText(UI.empty)).toBeInTheDocument();
  });
});
