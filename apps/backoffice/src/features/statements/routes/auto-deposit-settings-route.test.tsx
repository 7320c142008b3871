import type { AutoDepositSettings } from '@member/shared';
import { VALIDATION } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import AutoDepositSettingsRoute from './auto-deposit-settings-route';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: AutoDepositSettings = {
  enabled: true,
  sources: { bank_sms: true, statement_file: false, truemoney: true },
  ceiling: 20000,
  windowMinutes: 30,
  noReportNeeded: false,
  silentAfterMinutes: 60,
};

const render = () =>
  renderAsOperator(
    [{ path: '/auto-deposit-settings', element: <AutoDepositSettingsRoute /> }],
    '/auto-deposit-settings',
  );

describe('/auto-deposit-settings', () => {
  it('shows the settings in force', async () => {
    mockApiAt('/api', { 'GET /admin/auto-deposit/settings': () => ok(SETTINGS) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: T.settingsTitle })).toBeTruthy();
    expect(((await screen.findByRole('switch', { name: T.enabled })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: T.noReportNeeded }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(T.sourceKindOn(T.kinds.statement_file)) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(T.ceiling) as HTMLInputElement).value).toBe('20000');
    expect((screen.getByLabelText(T.windowMinutes) as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText(T.silentAfterMinutes) as HTMLInputElement).value).toBe('60');
  });

  it('refuses a window out of bounds in Thai and sends nothing', async () => {
    const fetchMock = mockApiAt('/api', { 'GET /admin/auto-deposit/settings': () => ok(SETTINGS) });
    render();
    fireEvent.change(await screen.findByLabelText(T.windowMinutes), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(T.silentAfterMinutes), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findAllByText(VALIDATION.invalidValue)).toHaveLength(2);
    expect(callsAt(fetchMock, '/api', 'PUT', '/admin/auto-deposit/settings')).toHaveLength(0);
  });

  it('saves every field at once and says so', async () => {
    const saved = {
      ...SETTINGS,
      noReportNeeded: true,
      ceiling: 50000,
      sources: { ...SETTINGS.sources, truemoney: false },
    };
    const fetchMock = mockApiAt('/api', {
      'GET /admin/auto-deposit/settings': () => ok(SETTINGS),
      'PUT /admin/auto-deposit/settings': () => ok(saved),
    });
    render();
    fireEvent.click(await screen.findByRole('switch', { name: T.noReportNeeded }));
    fireEvent.click(screen.getByLabelText(T.sourceKindOn(T.kinds.truemoney)));
    fireEvent.change(screen.getByLabelText(T.ceiling), { target: { value: '50,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(T.saved)).toBeTruthy();
    await waitFor(() =>
      expect(callsAt(fetchMock, '/api', 'PUT', '/admin/auto-deposit/settings')[0]?.body).toEqual(saved),
    );
  });
});
