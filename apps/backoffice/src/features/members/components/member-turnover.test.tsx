import { type AdminMemberTurnover, TURNOVER_BACKOFFICE_TEXTS as T, TURNOVER_TEXTS } from '@member/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { MemberTurnover } from './member-turnover';

afterEach(() => vi.unstubAllGlobals());

const TEL = '0812345678';

const TURNOVER: AdminMemberTurnover = {
  left: 3500,
  requirements: [
    {
      id: 32,
      source: 'deposit_bonus',
      title: 'ฝากแรกรับ 100%',
      bonus: 500,
      required: 5000,
      played: 1500,
      left: 3500,
      status: 'open',
      opened_at: '2026-11-28T04:00:00.000Z',
      closed_at: null,
      forfeited: null,
    },
    {
      id: 31,
      source: 'return_loss',
      title: 'คืนยอดเสีย',
      bonus: 100,
      required: 1000,
      played: 200,
      left: 0,
      status: 'forfeited',
      opened_at: '2026-11-20T03:00:00.000Z',
      closed_at: '2026-11-21T05:30:00.000Z',
      forfeited: 180,
    },
  ],
};

const render = () =>
  renderAsOperator([{ path: '/members/:tel', element: <MemberTurnover tel={TEL} /> }], `/members/${TEL}`);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the member page’s turnover section', () => {
  it('shows what is left in all and each requirement, newest first, with its amounts, state and dates', async () => {
    const fetchMock = mockApiAt('/api', { [`GET /admin/members/${TEL}/turnover`]: () => ok(TURNOVER) });
    render();
    expect(await screen.findByText(`${T.left} 3,500.00 ฿`)).toBeTruthy();
    const section = screen.getByRole('heading', { level: 2, name: T.section }).closest('section') as HTMLElement;
    const table = within(section).getByRole('table', { name: T.section });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([T.source, T.bonus, T.required, T.played, T.left, T.status, T.opened, T.closed, T.forfeitedAmount]);
    const [open, forfeited] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(cellsOf(open!)).toEqual([
      `ฝากแรกรับ 100%${TURNOVER_TEXTS.sourceName('deposit_bonus')}`,
      '500.00',
      '5,000.00',
      '1,500.00',
      '3,500.00',
      TURNOVER_TEXTS.statusName('open'),
      '28/11/2026 11:00',
      '-',
      '-',
    ]);
    expect(cellsOf(forfeited!)).toEqual([
      `คืนยอดเสีย${TURNOVER_TEXTS.sourceName('return_loss')}`,
      '100.00',
      '1,000.00',
      '200.00',
      '0.00',
      TURNOVER_TEXTS.statusName('forfeited'),
      '20/11/2026 10:00',
      '21/11/2026 12:30',
      '180.00',
    ]);
    expect(callsAt(fetchMock, '/api', 'GET', `/admin/members/${TEL}/turnover`)).toHaveLength(1);
  });

  it('says so when the member has never had a requirement', async () => {
    mockApiAt('/api', { [`GET /admin/members/${TEL}/turnover`]: () => ok({ left: 0, requirements: [] }) });
    render();
    expect(await screen.findByText(T.none)).toBeTruthy();
    expect(screen.getByText(`${T.left} 0.00 ฿`)).toBeTruthy();
  });
});
