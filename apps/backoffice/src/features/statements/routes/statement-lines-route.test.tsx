import { BO_STATEMENTS as T, BO_TABLE } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { MATCHED, page, SMS_SOURCE, UNREADABLE, WAITING, WALLET_SOURCE } from '../test/fixtures';
import StatementLinesRoute from './statement-lines-route';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderAsOperator([{ path: '/statement-lines', element: <StatementLinesRoute /> }], '/statement-lines');

describe('/statement-lines', () => {
  it('lists each line with its time, source, bank, amount, sender, state, member and who decided, in Bangkok time', async () => {
    mockApiAt('/api', {
      'GET /admin/statement-lines': () => ok(page([WAITING, MATCHED, UNREADABLE])),
      'GET /admin/statement-sources': () => ok([SMS_SOURCE, WALLET_SOURCE]),
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: T.linesTitle })).toBeTruthy();
    const table = await screen.findByRole('table', { name: T.linesCaption });
    const [header, waiting, matched, unreadable] = within(table).getAllByRole('row') as HTMLElement[];
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(T.columns));
    expect(cellsOf(waiting as HTMLElement)).toEqual([
      '28/11/2026 11:02',
      `มือถือกสิกร${T.kinds.bank_sms}`,
      'ธนาคารกสิกรไทย',
      '500.00',
      'X1234',
      `${T.states.review}${T.reasons.several_candidates}`,
      '-',
      '-',
      T.showRaw,
    ]);
    expect(cellsOf(matched as HTMLElement)).toEqual([
      '28/11/2026 10:00',
      `มือถือกสิกร${T.kinds.bank_sms}`,
      'ธนาคารกสิกรไทย',
      '500.00',
      'X1234',
      T.states.matched_auto,
      `สมชาย ใจดี0812345678ธนาคารกสิกรไทย 1234567890${T.depositNo(1201)}`,
      `${T.system}28/11/2026 10:00`,
      T.showRaw,
    ]);
    expect(cellsOf(unreadable as HTMLElement).slice(2, 6)).toEqual(['-', '-', '-', T.states.unparsed]);
  });

  it('shows a line’s raw text in a dialog', async () => {
    mockApiAt('/api', {
      'GET /admin/statement-lines': () => ok(page([WAITING])),
      'GET /admin/statement-sources': () => ok([SMS_SOURCE]),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: T.showRawOf(WAITING.id) }));
    const dialog = await screen.findByRole('dialog', { name: T.rawTitle(WAITING.id) });
    expect(within(dialog).getByText(WAITING.raw)).toBeTruthy();
  });

  it('asks the server again with the state, kind and source chosen', async () => {
    const fetchMock = mockApiAt('/api', {
      'GET /admin/statement-lines': () => ok(page([WAITING])),
      'GET /admin/statement-sources': () => ok([SMS_SOURCE, WALLET_SOURCE]),
    });
    render();
    await screen.findByRole('table', { name: T.linesCaption });
    fireEvent.change(screen.getByRole('combobox', { name: T.filterState }), { target: { value: 'review' } });
    await waitFor(() =>
      expect(callsAt(fetchMock, '/api', 'GET', '/admin/statement-lines').at(-1)?.search).toBe(
        '?state=review&page=1&limit=20',
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: T.filterKind }), { target: { value: 'truemoney' } });
    await screen.findByRole('option', { name: WALLET_SOURCE.name });
    fireEvent.change(screen.getByRole('combobox', { name: T.filterSource }), { target: { value: '4' } });
    await waitFor(() =>
      expect(callsAt(fetchMock, '/api', 'GET', '/admin/statement-lines').at(-1)?.search).toBe(
        '?state=review&kind=truemoney&source=4&page=1&limit=20',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: BO_TABLE.clearFilters }));
    await waitFor(() =>
      expect(callsAt(fetchMock, '/api', 'GET', '/admin/statement-lines').at(-1)?.search).toBe('?page=1&limit=20'),
    );
  });
});
