import { AFFILIATE_MESSAGES } from '@member/shared';
import { BO_ACTIONS, BO_AFFILIATE as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, ok, refusal } from '../test/fetch-mock';
import { SETTINGS } from '../test/fixtures';
import { renderAffiliate } from '../test/render';

const radio = (label: string) => screen.getByRole('radio', { name: (name) => name.startsWith(label) });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('/affiliate/settings', () => {
  it("shows the programme's settings and saves every field at once", async () => {
    const fetchMock = mockApi({
      'GET /admin/affiliate/settings': () => ok(SETTINGS),
      'PUT /admin/affiliate/settings': ({ body }) => ok(body),
    });
    renderAffiliate('/affiliate');
    expect((await screen.findByLabelText(T.affRate)) as HTMLInputElement).toHaveProperty('value', '5');
    expect(input(T.secondLevelRate).value).toBe('1.5');
    expect(input(T.minWithdraw).value).toBe('100.00');
    expect((radio(T.bases.net_loss.label) as HTMLInputElement).checked).toBe(true);
    // Each basis says what it is a share of.
    expect(screen.getByText(T.bases.deposit.description)).toBeTruthy();
    const carryover = screen.getByRole('switch', { name: T.negativeCarryover });
    expect(carryover.getAttribute('aria-checked')).toBe('true');
    const addressAlone = screen.getByRole('switch', { name: T.addressFlagsAlone });
    expect(addressAlone.getAttribute('aria-checked')).toBe('false');

    type(T.affRate, '7.25');
    type(T.minWithdraw, '1,000');
    fireEvent.click(radio(T.bases.deposit.label));
    fireEvent.click(carryover);
    fireEvent.click(addressAlone);
    fireEvent.click(screen.getByRole('button', { name: BO_ACTIONS.save }));

    expect(await screen.findByText(T.settingsSaved)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/admin/affiliate/settings').map((call) => call.body)).toEqual([
      {
        affRate: 7.25,
        secondLevelRate: 1.5,
        minWithdraw: 1000,
        basis: 'deposit',
        negativeCarryover: false,
        addressFlagsAlone: true,
      },
    ]);
    expect(input(T.minWithdraw).value).toBe('1000.00');
  });

  it('refuses a rate the server would refuse, with its message, and sends nothing', async () => {
    const fetchMock = mockApi({ 'GET /admin/affiliate/settings': () => ok(SETTINGS) });
    renderAffiliate('/affiliate/settings');
    await screen.findByLabelText(T.affRate);
    type(T.affRate, '100.5');
    type(T.secondLevelRate, '1.255');
    type(T.minWithdraw, '');
    fireEvent.click(screen.getByRole('button', { name: BO_ACTIONS.save }));

    expect(await screen.findAllByText(AFFILIATE_MESSAGES.rateInvalid)).toHaveLength(2);
    expect(input(T.affRate).getAttribute('aria-invalid')).toBe('true');
    expect(input(T.minWithdraw).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PUT', '/admin/affiliate/settings')).toEqual([]);
  });

  it("shows the server's Thai refusal", async () => {
    mockApi({
      'GET /admin/affiliate/settings': () => ok(SETTINGS),
      'PUT /admin/affiliate/settings': () => refusal(400, AFFILIATE_MESSAGES.minWithdrawInvalid),
    });
    renderAffiliate('/affiliate/settings');
    await screen.findByLabelText(T.affRate);
    type(T.affRate, '6');
    await waitFor(() => expect(input(T.affRate).value).toBe('6'));
    fireEvent.click(screen.getByRole('button', { name: BO_ACTIONS.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(AFFILIATE_MESSAGES.minWithdrawInvalid);
    expect(screen.queryByText(T.settingsSaved)).toBeNull();
  });

  it('is read-only for a role without affiliate.manage', async () => {
    mockApi({ 'GET /admin/affiliate/settings': () => ok(SETTINGS) });
    renderAffiliate('/affiliate/settings', 'finance');
    expect(((await screen.findByLabelText(T.affRate)) as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(screen.getByText(T.viewOnly)).toBeTruthy();
    expect((radio(T.bases.deposit.label) as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: T.negativeCarryover }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: BO_ACTIONS.save })).toBeNull();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    mockApi({ 'GET /admin/affiliate/settings': () => refusal(500, 'ระบบขัดข้อง') });
    renderAffiliate('/affiliate/settings');
    expect((await screen.findByRole('alert')).textContent).toContain('ระบบขัดข้อง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });
});
