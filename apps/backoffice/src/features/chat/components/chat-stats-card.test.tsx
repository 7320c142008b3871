import { BO_CHAT } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockChatApi, ok } from '../test/fetch-mock';
import { AGENTS, STATS } from '../test/fixtures';
import { renderChat } from '../test/render';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 2026-03-02 00:30 in Bangkok (still 1 March in UTC).
  vi.setSystemTime(new Date('2026-03-01T17:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the agents' chat times", () => {
  it('shows first response and resolution per agent in minutes and seconds, for the last 7 Bangkok days', async () => {
    const fetchMock = mockChatApi({
      'GET /operator/agents': () => ok(AGENTS),
      'GET /operator/stats': () => ok(STATS),
    });
    renderChat('/chat/stats', 'support');
    const table = await screen.findByRole('table', { name: BO_CHAT.statsCaption });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['42', '1 นาที 35 วินาที', '45 วินาที', '2 ชั่วโมง 5 นาที', '1 ชั่วโมง']);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '-', '-', '-', '-']);
    expect(callsTo(fetchMock, 'GET', '/operator/stats')[0]?.search).toBe('?from=2026-02-24&to=2026-03-02');

    // Typed DD/MM/YYYY: nothing is asked for until the day is whole.
    const from = screen.getByLabelText('ตั้งแต่วันที่') as HTMLInputElement;
    expect(from.value).toBe('24/02/2026');
    fireEvent.change(from, { target: { value: '01/03/20' } });
    expect(from.value).toBe('01/03/20');
    fireEvent.change(from, { target: { value: '01032026' } });
    expect(from.value).toBe('01/03/2026');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/operator/stats').at(-1)?.search).toBe('?from=2026-03-01&to=2026-03-02'),
    );
    expect(callsTo(fetchMock, 'GET', '/operator/stats').map((call) => call.search)).not.toContain(
      '?from=01/03/20&to=2026-03-02',
    );
  });
});
