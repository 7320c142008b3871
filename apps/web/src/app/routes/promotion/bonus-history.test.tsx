import { formatDate, PROMOTION, type PromotionHistoryRow, UI, WALLET } from '@member/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { signInMember } from '@/features/promotion/test/fixtures';
import { renderRoutes } from '@/test/render';

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
    // A refused bonus is not money owed: its amount is struck through and the note says so.
    expect(within(rejected).getByText('1,234.50').tagName).toBe('DEL');
    expect(within(rejected).getByText(/คุณใช้โปรโมชั่นนี้ไปแล้ว/)).toHaveTextContent(
      `ฝากแรกรับ 20%: ${PROMOTION.bonusNotPaid} (คุณใช้โปรโมชั่นนี้ไปแล้ว)`,
    );
    for (const paidOrWaiting of [pending, returnLoss]) {
      expect(within(paidOrWaiting).queryByRole('deletion')).not.toBeInTheDocument();
      expect(within(paidOrWaiting).queryByText(new RegExp(PROMOTION.bonusNotPaid))).not.toBeInTheDocument();
    }
    expect(within(rejected).getByText(formatDate('2026-03-04T05:06:00.000Z', 'short'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WALLET.bonusHistory })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the bonus of a deposit the operator rejected as not received', async () => {
    signInMember({
      'GET /v2/promotion/member/history': () => ({
        body: {
          data: { items: [row({ id: 'deposit-7', status: 'rejected', amount: 150 })], page: 1, limit: 20, total: 1 },
        },
      }),
    });
    renderRoutes(routes, '/tx/history/bonus');
    const line = await screen.findByTestId('history-row');
    expect(within(line).getByText('เกิดข้อผิดพลาด')).toHaveAttribute('data-state', 'error');
    expect(within(line).getByRole('deletion')).toHaveTextContent('150.00');
    expect(
      within(line).getByText(`ฝากแรกรับ 20%: ${PROMOTION.bonusNotPaid} (${PROMOTION.bonusDepositRejected})`),
    ).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signInMember({
      'GET /v2/promotion/member/history': () => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }),
    });
    renderRoutes(routes, '/tx/history/bonus');
    expect(await screen.findByText(UI.empty)).toBeInTheDocument();
  });
});
