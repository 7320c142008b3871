import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, ok } from '../test/fetch-mock';
import { DOWNLINE, pageOf } from '../test/fixtures';
import { renderAffiliate } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('/affiliate/downlines', () => {
  it('opens on the flagged downlines with their affiliate and reasons, and excludes one with a note', async () => {
    let excluded = false;
    const fetchMock = mockApi({
      'GET /admin/affiliate/downlines': () => ok(pageOf(excluded ? [] : [DOWNLINE])),
      [`POST /admin/affiliate/downlines/${DOWNLINE.tel}/exclude`]: () => {
        excluded = true;
        return ok({ ...DOWNLINE, state: 'excluded' });
      },
    });
    renderAffiliate('/affiliate/downlines');
    const row = (await screen.findByText('สมหญิง ใจดี')).closest('tr') as HTMLElement;
    expect(within(row).getByText(T.flagReasons.same_name)).toBeTruthy();
    expect(within(row).getByText(T.states.flagged)).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /สมชาย ใจดี/ })
        .getAttribute('href'),
    ).toBe(`/affiliate/affiliates/${DOWNLINE.affiliate.tel}`);
    expect(callsTo(fetchMock, 'GET', '/admin/affiliate/downlines')[0]?.search).toBe('?state=flagged&page=1&limit=20');

    fireEvent.click(within(row).getByRole('button', { name: T.excludeNamed('สมหญิง ใจดี') }));
    const dialog = screen.getByRole('dialog', { name: T.excludeTitle('สมหญิง ใจดี') });
    expect(within(dialog).getByText(T.excludeBody)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(T.note), { target: { value: 'บัญชีซ้ำ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.exclude }));

    expect(await screen.findByText(T.excludedDone('สมหญิง ใจดี'))).toBeTruthy();
    expect(
      callsTo(fetchMock, 'POST', `/admin/affiliate/downlines/${DOWNLINE.tel}/exclude`).map((call) => call.body),
    ).toEqual([{ note: 'บัญชีซ้ำ' }]);
    // The list is fetched again and the row has left it.
    await waitFor(() => expect(screen.queryByText('สมหญิง ใจดี')).toBeNull());
  });

  it('asks for another state from the filter, kept in the URL', async () => {
    const fetchMock = mockApi({ 'GET /admin/affiliate/downlines': () => ok(pageOf([])) });
    const { router } = renderAffiliate('/affiliate/downlines');
    fireEvent.change(await screen.findByLabelText(T.stateFilter), { target: { value: 'excluded' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=excluded'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/admin/affiliate/downlines').map((call) => call.search)).toContain(
        '?state=excluded&page=1&limit=20',
      ),
    );
  });

  it('shows no actions to a role without affiliate.manage', async () => {
    mockApi({ 'GET /admin/affiliate/downlines': () => ok(pageOf([DOWNLINE])) });
    renderAffiliate('/affiliate/downlines', 'finance');
    await screen.findByText('สมหญิง ใจดี');
    expect(screen.queryByRole('button', { name: T.excludeNamed('สมหญิง ใจดี') })).toBeNull();
    expect(screen.queryByRole('button', { name: T.clearNamed('สมหญิง ใจดี') })).toBeNull();
  });
});
