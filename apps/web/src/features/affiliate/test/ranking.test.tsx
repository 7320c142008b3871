import { type AffiliateRanking, formatDate, REFER } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { renderReferAt, sentQueries, signInAffiliate } from './fixtures';

function ranking(overrides: Partial<AffiliateRanking> = {}): AffiliateRanking {
  return {
    period: 'week',
    start: '2026-03-15T17:00:00.000Z',
    end: '2026-03-17T03:00:00.000Z',
    rows: Array.from({ length: 20 }, (_, index) => ({
      rank: index + 1,
      username: `08${index}****${String(index).padStart(3, '0')}`,
      aff: 5000 - index * 100,
    })),
    me: { rank: 3, aff: 4800 },
    ...overrides,
  };
}

describe('/refer/ranking', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows this week's top 20 with rank, masked phone and amount, the member's own row marked", async () => {
    const fetchMock = signInAffiliate({ 'GET /income/ranking': () => ({ body: { data: ranking() } }) });
    renderReferAt('/refer/ranking');
    const list = await screen.findByRole('list', { name: REFER.titles.ranking });
    const rows = within(list).getAllByTestId('ranking-row');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent(`${REFER.rank} 1`);
    expect(rows[0]).toHaveTextContent('080****000');
    expect(rows[0]).toHaveTextContent('5,000.00 บาท');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows.filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByTestId('my-place')).toHaveTextContent('3');
    expect(screen.getByTestId('my-place')).toHaveTextContent('4,800.00 บาท');
    expect(
      screen.getByText(REFER.rankingUntil(formatDate('2026-03-17T03:00:00.000Z', 'dateTime')), { exact: false }),
    ).toBeInTheDocument();
    expect(sentQueries(fetchMock, '/income/ranking')[0]?.get('period')).toBe('week');
    expect(screen.getByRole('link', { name: REFER.rankingTabs.week })).toHaveAttribute('aria-current', 'page');
  });

  it('switches period by its tabs, and says when the member is not ranked', async () => {
    const fetchMock = signInAffiliate({
      'GET /income/ranking': () => ({
        body: { data: ranking({ period: 'last-week', rows: [], me: { rank: null, aff: 0 } }) },
      }),
    });
    const { user, router } = renderReferAt('/refer/ranking');
    await screen.findByTestId('my-place');
    await user.click(screen.getByRole('link', { name: REFER.rankingTabs['last-week'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.refer.rankingOf('last-week')));
    await waitFor(() => expect(sentQueries(fetchMock, '/income/ranking').at(-1)?.get('period')).toBe('last-week'));
    expect(await screen.findByText(REFER.rankingEmpty)).toBeInTheDocument();
    expect(screen.getByText(REFER.notRanked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REFER.rankingTabs['last-week'] })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: REFER.rankingTabs.flush })).toHaveAttribute('href', '/refer/ranking/flush');
  });

  it('asks for the flush period on its own path', async () => {
    const fetchMock = signInAffiliate({
      'GET /income/ranking': () => ({ body: { data: ranking({ period: 'flush', start: null }) } }),
    });
    renderReferAt('/refer/ranking/flush');
    await screen.findByTestId('my-place');
    expect(sentQueries(fetchMock, '/income/ranking')[0]?.get('period')).toBe('flush');
  });
});
