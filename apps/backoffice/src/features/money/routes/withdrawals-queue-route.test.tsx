import { PAYOUT_BACKOFFICE_TEXTS as P, TURNOVER_BACKOFFICE_TEXTS as T } from '@member/shared';
import { BO_MONEY } from '@member/shared/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { page, PLAYED_THROUGH, STILL_PLAYING } from '../test/fixtures';
import WithdrawalsQueueRoute from './withdrawals-queue-route';

afterEach(() => vi.unstubAllGlobals());

// Selecting a row scrolls it into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= () => {};

const render = () =>
  renderAsOperator([{ path: '/money/withdrawals', element: <WithdrawalsQueueRoute /> }], '/money/withdrawals');

/** The queue's rows below its header, each as its cells' texts. */
async function queueRows() {
  const table = await screen.findByRole('table', { name: BO_MONEY.withdrawalsCaption });
  await within(table).findByText('สมชาย ใจดี');
  return within(table).getAllByRole('row').slice(1) as HTMLElement[];
}

describe('/money/withdrawals: the turnover the member still has to play', () => {
  it('shows it in its own column, flagged when some is left, "none" when not; no bonuses are asked for', async () => {
    const fetchMock = mockApiAt('/api', {
      'GET /admin/withdrawals': () => ok(page([STILL_PLAYING, PLAYED_THROUGH])),
    });
    render();
    const [first, second] = await queueRows();
    expect(screen.getByRole('columnheader', { name: T.queueColumn })).toBeTruthy();
    const left = within(first!).getByText('1,250.00');
    expect(left.className).toContain('bg-amber-100');
    expect(within(second!).getByText(T.queueNone)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'GET', '/admin/promotions/deposit-bonuses')).toHaveLength(0);
  });

  it('shows it in the approval dialog when some is left, and not when none is', async () => {
    mockApiAt('/api', { 'GET /admin/withdrawals': () => ok(page([STILL_PLAYING, PLAYED_THROUGH])) });
    render();
    await queueRows();
    fireEvent.click(screen.getByRole('button', { name: BO_MONEY.approveRow('สมชาย ใจดี') }));
    const dialog = await screen.findByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.withdrawal) });
    expect(within(dialog).getByText(T.queueColumn)).toBeTruthy();
    expect(within(dialog).getByText('1,250.00')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    fireEvent.click(screen.getByRole('button', { name: BO_MONEY.approveRow('สมศรี ใจดี') }));
    const other = await screen.findByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.withdrawal) });
    expect(within(other).getByText('400.00')).toBeTruthy();
    expect(within(other).queryByText(T.queueColumn)).toBeNull();
  });
});

describe('/money/withdrawals: the automatic payout', () => {
  it('names the rule that kept a row for an operator, and shows a failed payout with its history in the dialog', async () => {
    const failed = {
      ...STILL_PLAYING,
      auto_stop: 'payout_failed' as const,
      payout: { status: 'failed' as const, provider: 'sandbox', reference: 'WD0000000007', late_callbacks: 1 },
    };
    const kept = { ...PLAYED_THROUGH, auto_stop: 'over_ceiling' as const };
    mockApiAt('/api', {
      'GET /admin/withdrawals': () => ok(page([failed, kept])),
      [`GET /admin/withdrawals/${failed.id}/payout`]: () =>
        ok({
          ...failed.payout,
          provider_ref: 'SBX-1',
          failure: 'บัญชีปลายทางไม่ถูกต้อง',
          attempts: 1,
          created_at: '2026-11-28T05:00:00.000Z',
          settled_at: '2026-11-28T05:00:01.000Z',
          events: [
            {
              kind: 'callback',
              status: 'failed',
              applied: true,
              detail: 'บัญชีปลายทางไม่ถูกต้อง',
              at: '2026-11-28T05:00:01.000Z',
            },
            { kind: 'callback', status: 'paid', applied: false, detail: 'LATE-1', at: '2026-11-28T05:01:00.000Z' },
          ],
        }),
    });
    render();
    const [first, second] = await queueRows();
    expect(screen.getByRole('columnheader', { name: P.column })).toBeTruthy();
    expect(within(first!).getByText(P.statuses.failed)).toBeTruthy();
    expect(within(first!).getByText(P.lateCallbacks(1))).toBeTruthy();
    expect(within(second!).getByText(`${P.waitsBecause} ${P.stops.over_ceiling}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: BO_MONEY.approveRow('สมชาย ใจดี') }));
    const dialog = await screen.findByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.withdrawal) });
    const history = await within(dialog).findByRole('region', { name: P.events });
    expect(within(history).getByText(/แจ้งผลกลับ: โอนสำเร็จ/)).toBeTruthy();
    expect(within(history).getByText(new RegExp(P.ignored.replace(/[()]/g, '\\$&')))).toBeTruthy();
  });
});
