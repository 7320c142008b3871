import { AFFILIATE_MESSAGES } from '@member/shared';
import { BO_ACTIONS, BO_AFFILIATE as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, ok, refusal } from '../test/fetch-mock';
import { pageOf, WITHDRAWAL } from '../test/fixtures';
import { renderAffiliate } from '../test/render';

const NAME = 'สมชาย ใจดี';
const APPROVE = `/admin/affiliate/withdrawals/${WITHDRAWAL.id}/approve`;
const REJECT = `/admin/affiliate/withdrawals/${WITHDRAWAL.id}/reject`;

afterEach(() => vi.unstubAllGlobals());

describe('/affiliate/withdrawals', () => {
  it('opens on the pending withdrawals, with the held badge, and approves one once', async () => {
    let decided = false;
    const fetchMock = mockApi({
      'GET /admin/affiliate/withdrawals': () => ok(pageOf(decided ? [] : [WITHDRAWAL])),
      [`POST ${APPROVE}`]: () => {
        decided = true;
        return ok({ ...WITHDRAWAL, status: 'approved' });
      },
    });
    renderAffiliate('/affiliate/withdrawals');
    const row = (await screen.findByText(NAME)).closest('tr') as HTMLElement;
    expect(within(row).getByText('1,500.25')).toBeTruthy();
    expect(within(row).getByText(T.held)).toBeTruthy();
    expect(within(row).getByText(T.withdrawalStatuses.pending)).toBeTruthy();
    expect(within(row).getByText('02/03/2026 12:30')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/admin/affiliate/withdrawals')[0]?.search).toBe(
      '?page=1&limit=20&status=pending',
    );

    fireEvent.click(within(row).getByRole('button', { name: T.approveNamed(NAME) }));
    const dialog = screen.getByRole('dialog', { name: T.approveTitle(NAME, '1,500.25') });
    expect(within(dialog).getByText(T.heldWarning)).toBeTruthy();
    expect(within(dialog).getByText(T.approveBody)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: BO_ACTIONS.approve }));

    expect(await screen.findByText(T.approvedDone(NAME, '1,500.25'))).toBeTruthy();
    const calls = callsTo(fetchMock, 'POST', APPROVE);
    expect(calls.map((call) => call.body)).toEqual([{}]);
    expect(calls[0]?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await waitFor(() => expect(screen.queryByText(NAME)).toBeNull());
  });

  it('rejects with the note the member reads; a decided one answers in Thai and the queue refreshes', async () => {
    const fetchMock = mockApi({
      'GET /admin/affiliate/withdrawals': () => ok(pageOf([WITHDRAWAL])),
      [`POST ${REJECT}`]: () => refusal(409, AFFILIATE_MESSAGES.withdrawalNotPending),
    });
    renderAffiliate('/affiliate/withdrawals');
    fireEvent.click(await screen.findByRole('button', { name: T.rejectNamed(NAME) }));
    const dialog = screen.getByRole('dialog', { name: T.rejectTitle(NAME, '1,500.25') });
    fireEvent.change(within(dialog).getByLabelText(T.rejectNote), { target: { value: 'ยอดไม่ถูกต้อง' } });
    fireEvent.click(within(dialog).getByRole('button', { name: BO_ACTIONS.reject }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(AFFILIATE_MESSAGES.withdrawalNotPending);
    expect(callsTo(fetchMock, 'POST', REJECT).map((call) => call.body)).toEqual([{ note: 'ยอดไม่ถูกต้อง' }]);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/admin/affiliate/withdrawals')).toHaveLength(2));
  });

  it('shows every status when asked, without actions on decided rows', async () => {
    const fetchMock = mockApi({
      'GET /admin/affiliate/withdrawals': ({ search }) =>
        ok(
          pageOf(
            search.includes('status=')
              ? [WITHDRAWAL]
              : [
                  {
                    ...WITHDRAWAL,
                    status: 'rejected',
                    decided_by: 'admin',
                    decided_at: WITHDRAWAL.requested_at,
                    note: 'ซ้ำ',
                  },
                ],
          ),
        ),
    });
    const { router } = renderAffiliate('/affiliate/withdrawals');
    fireEvent.change(await screen.findByLabelText(T.statusFilter), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    const row = (await screen.findByText('ซ้ำ')).closest('tr') as HTMLElement;
    expect(within(row).getByText(T.withdrawalStatuses.rejected)).toBeTruthy();
    expect(within(row).getByText('admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.approveNamed(NAME) })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/admin/affiliate/withdrawals').at(-1)?.search).toBe('?page=1&limit=20');
  });
});
