import { PAYOUT_BACKOFFICE_TEXTS as T, PAYOUT_MESSAGES, type PayoutSettings } from '@member/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import PayoutSettingsRoute from './payout-settings-route';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: PayoutSettings = {
  enabled: false,
  max_amount: 5000,
  daily_total: 20000,
  min_account_age_days: 7,
  bank_unchanged_days: 7,
};

const render = () =>
  renderAsOperator([{ path: '/settings/payouts', element: <PayoutSettingsRoute /> }], '/settings/payouts');

describe('/settings/payouts', () => {
  it('shows the rules in force and the fixed ones', async () => {
    mockApiAt('/api', { 'GET /admin/payouts/settings': () => ok(SETTINGS) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: T.settingsTitle })).toBeTruthy();
    expect(((await screen.findByRole('switch', { name: T.enabled })) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(T.maxAmount) as HTMLInputElement).value).toBe('5000');
    expect((screen.getByLabelText(T.bankUnchanged) as HTMLInputElement).value).toBe('7');
    expect(screen.getByText(T.fixedRules)).toBeTruthy();
  });

  it('refuses a zero ceiling and too many days in Thai, sending nothing', async () => {
    const fetchMock = mockApiAt('/api', { 'GET /admin/payouts/settings': () => ok(SETTINGS) });
    render();
    fireEvent.change(await screen.findByLabelText(T.maxAmount), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(T.minAccountAge), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.amountInvalid)).toBeTruthy();
    expect(screen.getByText(PAYOUT_MESSAGES.daysInvalid)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'PUT', '/admin/payouts/settings')).toHaveLength(0);
  });

  it('turns them on and saves every field at once', async () => {
    const saved = { ...SETTINGS, enabled: true, max_amount: 3000 };
    const fetchMock = mockApiAt('/api', {
      'GET /admin/payouts/settings': () => ok(SETTINGS),
      'PUT /admin/payouts/settings': () => ok(saved),
    });
    render();
    fireEvent.click(await screen.findByRole('switch', { name: T.enabled }));
    fireEvent.change(screen.getByLabelText(T.maxAmount), { target: { value: '3,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(T.saved)).toBeTruthy();
    await waitFor(() => expect(callsAt(fetchMock, '/api', 'PUT', '/admin/payouts/settings')[0]?.body).toEqual(saved));
  });
});
