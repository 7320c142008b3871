import { DATE_FIELD } from '@member/shared';
import { BO_DATE_FIELD, BO_MONEY_HISTORY, BO_TABLE } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { page } from '../test/fixtures';
import MoneyHistoryRoute from './money-history-route';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (url: string) => renderAsOperator([{ path: '/money/history', element: <MoneyHistoryRoute /> }], url);

describe('/money/history: its days', () => {
  it('shows the from day DD/MM/YYYY and puts it in the address and the query as YYYY-MM-DD', async () => {
    const fetchMock = mockApiAt('/api', { 'GET /admin/deposits': () => ok(page([])) });
    const { router } = render('/money/history?to=2026-11-28');
    const filters = await screen.findByRole('form', { name: BO_MONEY_HISTORY.filters });
    const from = within(filters).getByLabelText(BO_TABLE.from) as HTMLInputElement;
    const to = within(filters).getByLabelText(BO_TABLE.to) as HTMLInputElement;
    expect(to.value).toBe('28/11/2026');
    expect(from.placeholder).toBe(DATE_FIELD.placeholder);

    // Typed halfway: named in the field's own order, nothing sent.
    fireEvent.change(from, { target: { value: '0111' } });
    expect(from.value).toBe('01/11');
    fireEvent.click(within(filters).getByRole('button', { name: BO_TABLE.search }));
    expect(await within(filters).findByText(BO_DATE_FIELD.invalid)).toBeTruthy();
    expect(router.state.location.search).toBe('?to=2026-11-28');

    fireEvent.change(from, { target: { value: '01112026' } });
    expect(from.value).toBe('01/11/2026');
    fireEvent.click(within(filters).getByRole('button', { name: BO_TABLE.search }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-01'));
    await waitFor(() =>
      expect(callsAt(fetchMock, '/api', 'GET', '/admin/deposits').at(-1)?.search).toContain(
        'from=2026-11-01&to=2026-11-28',
      ),
    );
    expect(from.value).toBe('01/11/2026');
    expect(within(filters).queryByText(BO_DATE_FIELD.invalid)).toBeNull();
  });

  it('opens a calendar named by the field, whose day fills it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T05:00:00.000Z'));
    mockApiAt('/api', { 'GET /admin/deposits': () => ok(page([])) });
    render('/money/history?from=2026-11-01');
    const filters = await screen.findByRole('form', { name: BO_MONEY_HISTORY.filters });
    fireEvent.click(within(filters).getByRole('button', { name: DATE_FIELD.openCalendar(BO_TABLE.from) }));
    const dialog = await screen.findByRole('dialog', { name: BO_TABLE.from });
    // The calendar's chunk loads on the first opening.
    const grid = await within(dialog).findByRole('grid', {}, { timeout: 10_000 });
    const fifth = within(grid)
      .getAllByRole('gridcell')
      .find((cell) => cell.textContent === '5' && !cell.hasAttribute('data-outside'));
    fireEvent.click(within(fifth!).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(filters).getByLabelText(BO_TABLE.from) as HTMLInputElement).value).toBe('05/11/2026');
    // Longer than the chunk's wait above: the test's own default (5 s) would cut that wait short on a busy host.
  }, 20_000);
});
