import { AFFILIATE_MESSAGES } from '@member/shared';
import { BO_AFFILIATE as T, BO_TABLE } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, ok, refusal } from '../test/fetch-mock';
import { AFFILIATE, DETAIL, DOWNLINE, pageOf } from '../test/fixtures';
import { renderAffiliate } from '../test/render';

const DETAIL_PATH = `/admin/affiliate/affiliates/${AFFILIATE.tel}`;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('/affiliate/affiliates', () => {
  it('lists the affiliates with their counts, income and hold, searches and filters through the URL', async () => {
    const fetchMock = mockApi({
      'GET /admin/affiliate/affiliates': () => ok(pageOf([AFFILIATE, { ...AFFILIATE, tel: '0844444444', held: true }])),
    });
    const { router } = renderAffiliate('/affiliate/affiliates');
    const row = (await screen.findByRole('link', { name: AFFILIATE.tel })).closest('tr') as HTMLElement;
    expect(within(row).getByText('สมชาย ใจดี')).toBeTruthy();
    expect(within(row).getByText(AFFILIATE.code)).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('12,345.67')).toBeTruthy();
    expect(within(row).getByText('2,500.50')).toBeTruthy();
    expect(within(row).getByText(T.notHeld)).toBeTruthy();
    expect(within(rowOf('0844444444')).getByText(T.held)).toBeTruthy();
    expect(screen.getByRole('link', { name: AFFILIATE.tel }).getAttribute('href')).toBe(
      `/affiliate/affiliates/${AFFILIATE.tel}`,
    );

    fireEvent.change(screen.getByLabelText(T.searchLabel), { target: { value: ' SOMCHAI ' } });
    fireEvent.click(screen.getByRole('button', { name: BO_TABLE.search }));
    fireEvent.change(screen.getByLabelText(T.heldFilter), { target: { value: 'true' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=SOMCHAI&held=true'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/admin/affiliate/affiliates').map((call) => call.search)).toEqual([
        '?page=1&limit=20',
        '?q=SOMCHAI&page=1&limit=20',
        '?q=SOMCHAI&held=true&page=1&limit=20',
      ]),
    );
  });
});

describe('/affiliate/affiliates/:tel', () => {
  it('shows the affiliate, their upline, downlines with states and reasons, and their commissions', async () => {
    mockApi({ [`GET ${DETAIL_PATH}`]: () => ok(DETAIL) });
    renderAffiliate(`/affiliate/affiliates/${AFFILIATE.tel}`);
    expect(await screen.findByRole('heading', { name: 'สมชาย ใจดี' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ใหญ่ บนสุด · 0899999999 · TOP1' }).getAttribute('href')).toBe(
      '/affiliate/affiliates/0899999999',
    );
    expect(screen.getByRole('link', { name: T.openMember }).getAttribute('href')).toBe(`/members/${AFFILIATE.tel}`);

    const flagged = rowOf('สมหญิง ใจดี');
    expect(within(flagged).getByText(T.states.flagged)).toBeTruthy();
    expect(within(flagged).getByText(T.flagReasons.same_name)).toBeTruthy();
    expect(within(flagged).getByText(T.flagReasons.same_device)).toBeTruthy();
    expect(within(flagged).getByRole('button', { name: T.clearNamed('สมหญิง ใจดี') })).toBeTruthy();
    const counted = rowOf('สมศรี ใจดี');
    expect(within(counted).getByText(T.states.ok)).toBeTruthy();
    expect(within(counted).getByText('1,234.50')).toBeTruthy();
    // Only a flagged downline can be cleared; any counted one can still be excluded.
    expect(within(counted).queryByRole('button', { name: T.clearNamed('สมศรี ใจดี') })).toBeNull();
    expect(within(counted).getByRole('button', { name: T.excludeNamed('สมศรี ใจดี') })).toBeTruthy();

    const commission = rowOf(T.bases.net_loss.label);
    expect(within(commission).getByText('02/03/2026 00:00 – 03/03/2026 00:00')).toBeTruthy();
    expect(within(commission).getByText('2,000.00')).toBeTruthy();
    expect(within(commission).getByText('-300.25')).toBeTruthy();
    expect(within(commission).getByText('-50.00')).toBeTruthy();
    expect(within(commission).getByText('95.50')).toBeTruthy();
  });

  it('holds the affiliate with a note, then shows them held', async () => {
    let held = false;
    const fetchMock = mockApi({
      [`GET ${DETAIL_PATH}`]: () =>
        ok({ ...DETAIL, affiliate: { ...DETAIL.affiliate, held, heldNote: held ? 'ตรวจสอบบัญชี' : null } }),
      [`POST ${DETAIL_PATH}/hold`]: () => {
        held = true;
        return ok({ ...AFFILIATE, held: true });
      },
    });
    renderAffiliate(`/affiliate/affiliates/${AFFILIATE.tel}`);
    fireEvent.click(await screen.findByRole('button', { name: T.hold }));
    const dialog = screen.getByRole('dialog', { name: T.holdTitle('สมชาย ใจดี') });
    expect(within(dialog).getByText(T.holdBody)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(T.note), { target: { value: '  ตรวจสอบบัญชี ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.hold }));

    expect(await screen.findByText(T.heldDone('สมชาย ใจดี'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/hold`).map((call) => call.body)).toEqual([
      { note: 'ตรวจสอบบัญชี' },
    ]);
    expect(await screen.findByText('ตรวจสอบบัญชี')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.release })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears a flagged downline; a refusal stays in the dialog in Thai', async () => {
    let answer = refusal(409, AFFILIATE_MESSAGES.downlineNotFlaggable);
    const fetchMock = mockApi({
      [`GET ${DETAIL_PATH}`]: () => ok(DETAIL),
      [`POST /admin/affiliate/downlines/${DOWNLINE.tel}/clear`]: () => answer,
    });
    renderAffiliate(`/affiliate/affiliates/${AFFILIATE.tel}`);
    fireEvent.click(await screen.findByRole('button', { name: T.clearNamed('สมหญิง ใจดี') }));
    const dialog = screen.getByRole('dialog', { name: T.clearTitle('สมหญิง ใจดี') });
    fireEvent.click(within(dialog).getByRole('button', { name: T.clear }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(AFFILIATE_MESSAGES.downlineNotFlaggable);

    answer = ok({ ...DOWNLINE, state: 'cleared' });
    fireEvent.click(within(dialog).getByRole('button', { name: T.clear }));
    expect(await screen.findByText(T.clearedDone('สมหญิง ใจดี'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/admin/affiliate/downlines/${DOWNLINE.tel}/clear`).map((c) => c.body)).toEqual([
      {},
      {},
    ]);
    // The page is fetched again: once to show it, once after each call.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', DETAIL_PATH).length).toBeGreaterThanOrEqual(3));
  });

  it('has no actions for a role without affiliate.manage', async () => {
    mockApi({ [`GET ${DETAIL_PATH}`]: () => ok(DETAIL) });
    renderAffiliate(`/affiliate/affiliates/${AFFILIATE.tel}`, 'finance');
    await screen.findByRole('heading', { name: 'สมชาย ใจดี' });
    expect(screen.queryByRole('button', { name: T.hold })).toBeNull();
    expect(screen.queryByRole('button', { name: T.clearNamed('สมหญิง ใจดี') })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: T.columns.actions })).toBeNull();
  });

  it("says in the server's words when the phone is no affiliate", async () => {
    mockApi({ 'GET /admin/affiliate/affiliates/0800000000': () => refusal(404, AFFILIATE_MESSAGES.affiliateNotFound) });
    renderAffiliate('/affiliate/affiliates/0800000000');
    expect((await screen.findByRole('alert')).textContent).toBe(AFFILIATE_MESSAGES.affiliateNotFound);
    expect(screen.getByRole('link', { name: T.backToList }).getAttribute('href')).toBe('/affiliate/affiliates');
  });
});
