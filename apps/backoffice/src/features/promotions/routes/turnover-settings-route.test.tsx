import { TURNOVER_BACKOFFICE_TEXTS as T, TURNOVER_MESSAGES, type TurnoverSettings } from '@member/shared';
import { BO_ACTIONS } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, type Handler, mockApiAt, ok, refusal } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import TurnoverSettingsRoute from './turnover-settings-route';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: TurnoverSettings = {
  forfeit_rule: 'bonus',
  played_away: 5,
  default_weight: 100,
  provider_weights: [{ provider: 'pgsoft', weight: 50 }],
};

const provider = (code: string, name: string) => ({
  code,
  name,
  active: true,
  launchUrl: `https://${code}.example/launch`,
  games: [],
  hasSecret: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const PROVIDERS = [provider('pgsoft', 'PG Soft'), provider('sandbox', 'Sandbox Slots')];

function settingsApi(extra: Record<string, Handler> = {}) {
  return mockApiAt('/api', {
    'GET /admin/turnover/settings': () => ok(SETTINGS),
    'GET /admin/play/providers': () => ok(PROVIDERS),
    ...extra,
  });
}

const render = () =>
  renderAsOperator([{ path: '/settings/turnover', element: <TurnoverSettingsRoute /> }], '/settings/turnover');

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: BO_ACTIONS.save }));

describe('/settings/turnover', () => {
  it('shows the rules in force: the forfeit rule, the balance, the weights, and who uses the default', async () => {
    settingsApi();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: T.settingsTitle })).toBeTruthy();
    expect(((await screen.findByLabelText(T.forfeitRules.bonus)) as HTMLInputElement).checked).toBe(true);
    expect(input(T.forfeitRules.bonus_and_winnings).checked).toBe(false);
    expect(input(T.playedAway).value).toBe('5');
    expect(input(T.defaultWeight).value).toBe('100');
    expect((screen.getByRole('combobox', { name: `${T.provider} 1` }) as HTMLSelectElement).value).toBe('pgsoft');
    expect(input(`${T.weight} pgsoft`).value).toBe('50');
    expect(screen.getByText(`Sandbox Slots: ${T.providerDefault}`)).toBeTruthy();
  });

  it('refuses weights and a balance out of range in Thai, sending nothing', async () => {
    const fetchMock = settingsApi();
    render();
    fireEvent.change(await screen.findByLabelText(T.defaultWeight), { target: { value: '150' } });
    fireEvent.change(input(T.playedAway), { target: { value: '2000' } });
    fireEvent.change(input(`${T.weight} pgsoft`), { target: { value: '' } });
    save();
    expect(await screen.findByText(TURNOVER_MESSAGES.playedAwayInvalid)).toBeTruthy();
    expect(screen.getAllByText(TURNOVER_MESSAGES.weightInvalid)).toHaveLength(2);
    expect(callsAt(fetchMock, '/api', 'PUT', '/admin/turnover/settings')).toHaveLength(0);
  });

  it('saves the rule, the numbers and the provider rows added and removed, all at once', async () => {
    const saved: TurnoverSettings = {
      forfeit_rule: 'bonus_and_winnings',
      played_away: 1000,
      default_weight: 80,
      provider_weights: [{ provider: 'sandbox', weight: 0 }],
    };
    const fetchMock = settingsApi({ 'PUT /admin/turnover/settings': () => ok(saved) });
    render();
    fireEvent.click(await screen.findByLabelText(T.forfeitRules.bonus_and_winnings));
    fireEvent.change(input(T.playedAway), { target: { value: '1,000' } });
    fireEvent.change(input(T.defaultWeight), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: `${BO_ACTIONS.delete} pgsoft` }));
    fireEvent.click(screen.getByRole('button', { name: T.addProvider }));
    expect((screen.getByRole('combobox', { name: `${T.provider} 1` }) as HTMLSelectElement).value).toBe('pgsoft');
    fireEvent.change(screen.getByRole('combobox', { name: `${T.provider} 1` }), { target: { value: 'sandbox' } });
    fireEvent.change(input(`${T.weight} sandbox`), { target: { value: '0' } });
    save();
    expect(await screen.findByText(T.saved)).toBeTruthy();
    await waitFor(() => expect(callsAt(fetchMock, '/api', 'PUT', '/admin/turnover/settings')[0]?.body).toEqual(saved));
    expect(screen.getByText(`PG Soft: ${T.providerDefault}`)).toBeTruthy();
  });

  it('takes a typed provider code when the providers cannot be listed, refusing a malformed one', async () => {
    const fetchMock = settingsApi({ 'GET /admin/play/providers': () => refusal(403, 'ไม่มีสิทธิ์') });
    render();
    fireEvent.click(await screen.findByRole('button', { name: T.addProvider }));
    fireEvent.change(screen.getByRole('textbox', { name: `${T.provider} 2` }), { target: { value: 'PG Soft!' } });
    save();
    expect(await screen.findByText(TURNOVER_MESSAGES.providerInvalid)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'PUT', '/admin/turnover/settings')).toHaveLength(0);
  });

  it('refuses a provider set twice', async () => {
    const fetchMock = settingsApi({ 'GET /admin/play/providers': () => refusal(403, 'ไม่มีสิทธิ์') });
    render();
    fireEvent.click(await screen.findByRole('button', { name: T.addProvider }));
    fireEvent.change(screen.getByRole('textbox', { name: `${T.provider} 2` }), { target: { value: 'pgsoft' } });
    save();
    expect(await screen.findByText(TURNOVER_MESSAGES.providerInvalid)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'PUT', '/admin/turnover/settings')).toHaveLength(0);
  });
});
