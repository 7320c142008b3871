import { TURNOVER_TEXTS } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { promotion, signInMember } from '@/features/promotion/test/fixtures';
import { sentBodies } from '@/test/fetch-mock';
import { memberTurnover, turnoverRequirement } from '@/test/member-turnover';
import { renderRoutes } from '@/test/render';

describe('/promotion: the bonuses still being played through', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists each open requirement under its title with its progress, above the promotions', async () => {
    const first = turnoverRequirement();
    const second = turnoverRequirement({
      id: 2,
      source: 'return_loss',
      title: 'คืนยอดเสีย 5% ทุกวัน',
      required: 300,
      played: 0,
      left: 300,
    });
    signInMember({
      'GET /v2/promotion': () => ({ body: { data: [promotion()] } }),
      'GET /member/turnover': () => ({ body: { data: memberTurnover([first, second]) } }),
    });
    renderRoutes(routes, '/promotion');
    const block = await screen.findByRole('region', { name: TURNOVER_TEXTS.openBonuses });
    const items = within(block).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(first.title);
    expect(within(items[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '250');
    expect(items[0]).toHaveTextContent(TURNOVER_TEXTS.progress(250, 1000));
    expect(items[0]).toHaveTextContent(TURNOVER_TEXTS.left(750));
    expect(items[1]).toHaveTextContent(second.title);
    expect(
      within(items[1]!).getByRole('progressbar', { name: `${TURNOVER_TEXTS.progressLabel} ${second.title}` }),
    ).toHaveAttribute('aria-valuemax', '300');
    expect(items[1]).toHaveTextContent(TURNOVER_TEXTS.left(300));
    expect(await screen.findByRole('article', { name: promotion().title })).toBeInTheDocument();
  });

  it('shows no block when nothing is open', async () => {
    const fetchMock = signInMember({
      'GET /v2/promotion': () => ({ body: { data: [promotion()] } }),
      'GET /member/turnover': () => ({ body: { data: memberTurnover([]) } }),
    });
    renderRoutes(routes, '/promotion');
    expect(await screen.findByRole('article', { name: promotion().title })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'GET', '/member/turnover')).toHaveLength(1));
    expect(screen.queryByText(TURNOVER_TEXTS.openBonuses)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
