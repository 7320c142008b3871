import { CHAT_MESSAGES } from '@member/shared';
import { BO_ACTIONS, BO_CHAT } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockChatApi, ok, refusal } from '../test/fetch-mock';
import { AGENTS, SETTINGS } from '../test/fixtures';
import { renderChat } from '../test/render';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const [SUNDAY, MONDAY] = BO_CHAT.weekdays;

afterEach(() => vi.unstubAllGlobals());

const settingsApi = (overrides: Parameters<typeof mockChatApi>[0] = {}) =>
  mockChatApi({
    'GET /operator/agents': () => ok(AGENTS),
    'GET /operator/settings': () => ok(SETTINGS),
    'PUT /operator/settings': ({ body }) => ok(body),
    ...overrides,
  });

describe('/chat/settings', () => {
  it('shows the hours per weekday, the texts and the limits in megabytes, and saves them all at once', async () => {
    const fetchMock = settingsApi();
    renderChat('/chat/settings');
    expect(((await screen.findByLabelText(BO_CHAT.opensAt(String(MONDAY)))) as HTMLInputElement).value).toBe('09:00');
    expect(input(BO_CHAT.dayOpen(String(MONDAY))).checked).toBe(true);
    expect(input(BO_CHAT.dayOpen(String(SUNDAY))).checked).toBe(false);
    expect(input(BO_CHAT.opensAt(String(SUNDAY))).disabled).toBe(true);
    expect(input(BO_CHAT.imageMaxMegabytes).value).toBe('5');
    expect(input(BO_CHAT.audioMaxMegabytes).value).toBe('2.5');

    fireEvent.click(input(BO_CHAT.dayOpen(String(SUNDAY))));
    await waitFor(() => expect(input(BO_CHAT.opensAt(String(SUNDAY))).disabled).toBe(false));
    type(BO_CHAT.opensAt(String(SUNDAY)), '10:00');
    type(BO_CHAT.closesAt(String(SUNDAY)), '24:00');
    fireEvent.click(input(BO_CHAT.dayOpen(String(MONDAY))));
    type(BO_CHAT.greeting, 'ยินดีต้อนรับค่ะ');
    type(BO_CHAT.imageMaxMegabytes, '8');
    type(BO_CHAT.agentCap, '0');
    fireEvent.click(screen.getByRole('button', { name: BO_ACTIONS.save }));

    expect(await screen.findByText(BO_CHAT.settingsSaved)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/operator/settings').map((call) => call.body)).toEqual([
      {
        businessHours: [
          { day: 0, open: '10:00', close: '24:00' },
          { day: 2, open: '09:00', close: '18:00' },
        ],
        greeting: 'ยินดีต้อนรับค่ะ',
        offlineMessage: SETTINGS.offlineMessage,
        imageMaxBytes: 8 * 1024 * 1024,
        audioMaxBytes: SETTINGS.audioMaxBytes,
        agentCap: 0,
      },
    ]);
  });

  it("refuses hours that close before they open, on that day's boxes, and sends nothing", async () => {
    const fetchMock = settingsApi();
    renderChat('/chat/settings');
    await screen.findByLabelText(BO_CHAT.opensAt(String(MONDAY)));
    type(BO_CHAT.closesAt(String(MONDAY)), '08:00');
    fireEvent.click(screen.getByRole('button', { name: BO_ACTIONS.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_MESSAGES.businessHoursInvalid);
    expect(input(BO_CHAT.closesAt(String(MONDAY))).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PUT', '/operator/settings')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    settingsApi({ 'PUT /operator/settings': () => refusal(403, 'คุณไม่มีสิทธิ์ทำรายการนี้') });
    renderChat('/chat/settings');
    await screen.findByLabelText(BO_CHAT.opensAt(String(MONDAY)));
    fireEvent.click(screen.getByRole('button', { name: BO_ACTIONS.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
  });
});
