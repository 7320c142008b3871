import { REFER, SERVER_MESSAGES, UI, VALIDATION } from '@member/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderReferAt, sentQueries, signInAffiliate } from './fixtures';

// 2026-03-17 10:00 in Bangkok: the month so far runs from 01/03, the last 30 days from 16/02.
const NOW = new Date('2026-03-17T03:00:00Z');

const range = (params: URLSearchParams | undefined) => [params?.get('startDate'), params?.get('endDate')];

describe('the referral summaries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('/refer/overall', () => {
    it("adds this month's commission to the satang, beside the totals and the downline counts", async () => {
      const fetchMock = signInAffiliate({
        'GET /income/summary-downline-by-date': () => ({
          body: {
            data: [
              { date: '2026-03-02', aff: 0.1 },
              { date: '2026-03-09', aff: 0.2 },
              { date: '2026-03-16', aff: 1000 },
            ],
          },
        }),
      });
      renderReferAt('/refer/overall');
      expect(await screen.findByTestId('month-aff')).toHaveTextContent('1,000.30 บาท');
      expect(range(sentQueries(fetchMock, '/income/summary-downline-by-date')[0])).toEqual([
        '2026-03-01',
        '2026-03-17',
      ]);
      expect(screen.getByText(REFER.dayRange('01/03/2026', '17/03/2026'))).toBeInTheDocument();
      expect(screen.getByTestId('total-aff')).toHaveTextContent('12,345.50 บาท');
      expect(screen.getByText(REFER.depositRatio).nextElementSibling).toHaveTextContent('75%');
      expect(screen.getByText(REFER.pendingAff).nextElementSibling).toHaveTextContent('200.00 บาท');
    });
  });

  describe('/refer/member', () => {
    const DOWNLINES = [
      { username: '081****678', registerDate: '2026-03-02', aff: 1234.5, level: 1 },
      { username: '089****111', registerDate: '2026-02-20', aff: -20, level: 2 },
    ];

    it('lists the downlines of this month with masked phone, register day, level and contribution', async () => {
      const fetchMock = signInAffiliate({
        'GET /income/summary-downline-by-username': () => ({ body: { data: DOWNLINES } }),
        'GET /income/summary-downline-by-register-date': () => ({
          body: { data: [{ date: '2026-03-02', members: 3, aff: 50 }] },
        }),
      });
      renderReferAt('/refer/member');
      const list = await screen.findByRole('list', { name: REFER.downlineTitle });
      const [first, second] = within(list).getAllByTestId('amount-row');
      expect(first).toHaveTextContent('081****678');
      expect(first).toHaveTextContent(REFER.level(1));
      expect(first).toHaveTextContent(`${REFER.registerDate} 02/03/2026`);
      expect(first).toHaveTextContent('1,234.50 บาท');
      // A downline who won contributes a negative amount, in red.
      expect(within(second!).getByText('-20.00', { exact: false })).toHaveClass('text-red-400');
      expect(screen.getByText(REFER.downlineCount('2'))).toBeInTheDocument();
      expect(screen.getByTestId('range-days')).toHaveTextContent(REFER.dayRange('01/03/2026', '17/03/2026'));
      expect(range(sentQueries(fetchMock, '/income/summary-downline-by-username')[0])).toEqual([
        '2026-03-01',
        '2026-03-17',
      ]);

      const byDay = await screen.findByRole('list', { name: REFER.newMembersTitle });
      expect(byDay).toHaveTextContent('02/03/2026');
      expect(byDay).toHaveTextContent(REFER.members('3'));
    });

    it('asks again for a new range, and not at all for a range the server would refuse', async () => {
      const fetchMock = signInAffiliate({
        'GET /income/summary-downline-by-username': () => ({ body: { data: DOWNLINES } }),
        'GET /income/summary-downline-by-register-date': () => ({ body: { data: [] } }),
      });
      renderReferAt('/refer/member');
      await screen.findByRole('list', { name: REFER.downlineTitle });
      const start = screen.getByLabelText(REFER.startDate);
      fireEvent.change(start, { target: { value: '01/02/2026' } });
      await waitFor(() =>
        expect(sentQueries(fetchMock, '/income/summary-downline-by-username').map(range)).toContainEqual([
          '2026-02-01',
          '2026-03-17',
        ]),
      );
      const asked = fetchMock.mock.calls.length;
      fireEvent.change(start, { target: { value: '20/03/2026' } });
      expect(await screen.findByText(VALIDATION.dateRange)).toBeInTheDocument();
      expect(start).toHaveAttribute('aria-invalid', 'true');
      expect(fetchMock.mock.calls.length).toBe(asked);
    });
  });

  describe('/refer/profit', () => {
    it('shows the last 30 days newest first with their total', async () => {
      const fetchMock = signInAffiliate({
        'GET /income/summary-downline-by-date': () => ({
          body: {
            data: [
              { date: '2026-03-01', aff: 100.1 },
              { date: '2026-03-05', aff: 200.2 },
            ],
          },
        }),
      });
      renderReferAt('/refer/profit');
      expect(await screen.findByTestId('range-total')).toHaveTextContent('300.30 บาท');
      expect(range(sentQueries(fetchMock, '/income/summary-downline-by-date')[0])).toEqual([
        '2026-02-16',
        '2026-03-17',
      ]);
      const rows = screen.getAllByTestId('amount-row');
      expect(rows.map((row) => row.textContent)).toEqual(['05/03/2026200.20 บาท', '01/03/2026100.10 บาท']);
    });

    it('says so when the range has no commission, and offers a retry when the load fails', async () => {
      let fail = true;
      signInAffiliate({
        'GET /income/summary-downline-by-date': () =>
          fail
            ? { status: 500, body: { error: { code: 'INTERNAL', message: SERVER_MESSAGES.internal } } }
            : { body: { data: [] } },
      });
      const { user } = renderReferAt('/refer/profit');
      expect(await screen.findByText(SERVER_MESSAGES.internal)).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: UI.retry }));
      expect(await screen.findByText(REFER.noCommission)).toBeInTheDocument();
      expect(screen.getByTestId('range-total')).toHaveTextContent('0.00 บาท');
    });
  });

  describe('/refer/stats', () => {
    // jsdom has no matchMedia; Chartist asks it for its responsive options.
    beforeEach(() => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
    });

    it('charts every day of the last 30 first, then of the preset chosen, with the total, average and best day', async () => {
      const fetchMock = signInAffiliate({
        'GET /income/summary-downline-by-date': () => ({
          body: {
            data: [
              { date: '2026-03-11', aff: 70 },
              { date: '2026-03-15', aff: 140.5 },
            ],
          },
        }),
      });
      const { user } = renderReferAt('/refer/stats');
      const chart = await screen.findByRole('img', { name: REFER.chartLabel('16/02/2026', '17/03/2026') });
      expect(range(sentQueries(fetchMock, '/income/summary-downline-by-date')[0])).toEqual([
        '2026-02-16',
        '2026-03-17',
      ]);
      expect(screen.getByRole('button', { name: REFER.presetDays(30) })).toHaveAttribute('aria-pressed', 'true');
      // One bar per day, the days without commission too.
      await waitFor(() => expect(chart.querySelectorAll('.ct-bar')).toHaveLength(30));
      expect(screen.getByTestId('range-total')).toHaveTextContent('210.50 บาท');
      expect(screen.getByText(REFER.bestDay).nextElementSibling).toHaveTextContent('15/03/2026 · 140.50 บาท');
      expect(screen.getByText(REFER.averagePerDay).nextElementSibling).toHaveTextContent('7.02 บาท');

      await user.click(screen.getByRole('button', { name: REFER.presetDays(7) }));
      const week = await screen.findByRole('img', { name: REFER.chartLabel('11/03/2026', '17/03/2026') });
      await waitFor(() => expect(week.querySelectorAll('.ct-bar')).toHaveLength(7));
      expect(range(sentQueries(fetchMock, '/income/summary-downline-by-date').at(-1))).toEqual([
        '2026-03-11',
        '2026-03-17',
      ]);
      expect(screen.queryByLabelText(REFER.startDate)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: REFER.custom }));
      fireEvent.change(screen.getByLabelText(REFER.startDate), { target: { value: '01/03/2026' } });
      await screen.findByRole('img', { name: REFER.chartLabel('01/03/2026', '17/03/2026') });
      expect(range(sentQueries(fetchMock, '/income/summary-downline-by-date').at(-1))).toEqual([
        '2026-03-01',
        '2026-03-17',
      ]);
    });
  });
});
