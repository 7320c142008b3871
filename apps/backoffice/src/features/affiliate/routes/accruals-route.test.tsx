import { AFFILIATE_MESSAGES } from '@member/shared';
import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, ok, refusal } from '../test/fetch-mock';
import { pageOf, RUN } from '../test/fixtures';
import { renderAffiliate } from '../test/render';

const OPERATOR_RUN = {
  ...RUN,
  id: 'run-2',
  kind: 'operator' as const,
  operator: 'admin',
  affiliates: 3,
  total: 250.75,
};

afterEach(() => vi.unstubAllGlobals());

async function runAccrual() {
  fireEvent.click(await screen.findByRole('button', { name: T.run }));
  const dialog = screen.getByRole('dialog', { name: T.runTitle });
  expect(within(dialog).getByText(T.runBody)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: T.run }));
  return dialog;
}

describe('/affiliate/accruals', () => {
  it('lists the runs with their kind, period, affiliates and total', async () => {
    mockApi({ 'GET /admin/affiliate/accruals': () => ok(pageOf([OPERATOR_RUN, RUN])) });
    renderAffiliate('/affiliate/accruals');
    const nightly = (await screen.findByText(T.runKinds.scheduled)).closest('tr') as HTMLElement;
    expect(within(nightly).getByText(T.system)).toBeTruthy();
    expect(within(nightly).getByText('02/03/2026 00:00 – 03/03/2026 00:00')).toBeTruthy();
    expect(within(nightly).getByText('1,234')).toBeTruthy();
    expect(within(nightly).getByText('98,765.40')).toBeTruthy();
    // Decided, and its last commission reached its affiliate six seconds later: the same minute.
    expect(within(nightly).getAllByText('03/03/2026 00:05').length).toBeGreaterThanOrEqual(2);
    const manual = screen.getByText(T.runKinds.operator).closest('tr') as HTMLElement;
    expect(within(manual).getByText('admin')).toBeTruthy();
  });

  it('runs an accrual after a confirmation and says what it made', async () => {
    let runs = [RUN];
    const fetchMock = mockApi({
      'GET /admin/affiliate/accruals': () => ok(pageOf(runs)),
      'POST /admin/affiliate/accruals': () => {
        runs = [OPERATOR_RUN, RUN];
        return ok({ run: OPERATOR_RUN }, 201);
      },
    });
    renderAffiliate('/affiliate/accruals');
    await runAccrual();
    expect(await screen.findByText(T.runDone('02/03/2026 00:00 – 03/03/2026 00:00', '3', '250.75'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/admin/affiliate/accruals')).toHaveLength(1);
    expect(await screen.findByText(T.runKinds.operator)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nothing was due', async () => {
    mockApi({
      'GET /admin/affiliate/accruals': () => ok(pageOf([RUN])),
      'POST /admin/affiliate/accruals': () => ok({ run: null }),
    });
    renderAffiliate('/affiliate/accruals');
    await runAccrual();
    expect(await screen.findByText(T.nothingDue)).toBeTruthy();
  });

  it('shows the Thai busy message when another run is going', async () => {
    mockApi({
      'GET /admin/affiliate/accruals': () => ok(pageOf([RUN])),
      'POST /admin/affiliate/accruals': () => refusal(409, AFFILIATE_MESSAGES.accrualBusy),
    });
    renderAffiliate('/affiliate/accruals');
    const dialog = await runAccrual();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(AFFILIATE_MESSAGES.accrualBusy);
  });

  it('has no run button for a role without affiliate.manage', async () => {
    const fetchMock = mockApi({ 'GET /admin/affiliate/accruals': () => ok(pageOf([RUN])) });
    renderAffiliate('/affiliate/accruals', 'finance');
    await screen.findByText(T.runKinds.scheduled);
    expect(screen.queryByRole('button', { name: T.run })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/admin/affiliate/accruals')).toHaveLength(1));
  });
});
