import { PROMOTION, PROMOTION_TEXTS, type ReturnLossPreview, UI } from '@member/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { RETURN_LOSS, signInMember } from '@/features/promotion/test/fixtures';
import { sentBodies } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const PERIOD = { start: '2026-03-03T17:00:00.000Z', end: '2026-03-04T17:00:00.000Z' };
const preview = (overrides: Partial<ReturnLossPreview> = {}): ReturnLossPreview => ({
  promotion: RETURN_LOSS,
  period: PERIOD,
  loss: 400,
  amount: 20,
  claimed: false,
  ...overrides,
});

describe('/tx/withdraw/return-loss', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the terms and the amount, claims it and shows the success dialog', async () => {
    const fetchMock = signInMember({
      'GET /v2/promotion/return-loss': () => ({ body: { data: preview() } }),
      'POST /v2/promotion/check-return-loss': () => ({
        body: { data: { promotionId: 9, amount: 20, loss: 400, period: PERIOD, credited_now: true } },
      }),
    });
    const { user } = renderRoutes(routes, '/tx/withdraw/return-loss');
    const terms = await screen.findByRole('region', { name: RETURN_LOSS.title });
    expect(within(terms).getByText('5%')).toBeInTheDocument();
    expect(within(terms).getByText(PROMOTION_TEXTS.periodLabels.daily)).toBeInTheDocument();
    expect(within(terms).getByText('1,000.00 บาท')).toBeInTheDocument();
    expect(screen.getByTestId('return-loss-amount')).toHaveTextContent('20.00');

    await user.click(screen.getByRole('button', { name: PROMOTION.returnLossClaim }));
    const dialog = await screen.findByRole('dialog', { name: UI.successTitle });
    expect(dialog).toHaveTextContent(PROMOTION.returnLossClaimed('20.00'));
    expect(sentBodies(fetchMock, 'POST', '/v2/promotion/check-return-loss')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: UI.successButton }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables the claim when there is nothing to claim, with why and where to go instead', async () => {
    const fetchMock = signInMember({
      'GET /v2/promotion/return-loss': () => ({ body: { data: preview({ loss: 0, amount: 0 }) } }),
    });
    renderRoutes(routes, '/tx/withdraw/return-loss');
    expect(await screen.findByText(PROMOTION.returnLossNone)).toBeInTheDocument();
    expect(screen.getByTestId('return-loss-amount')).toHaveTextContent('0.00');
    const claim = screen.getByRole('button', { name: PROMOTION.returnLossClaim });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription(PROMOTION.returnLossNone);
    expect(screen.getByRole('link', { name: PROMOTION.returnLossNext })).toHaveAttribute('href', '/promotion');
    expect(sentBodies(fetchMock, 'POST', '/v2/promotion/check-return-loss')).toHaveLength(0);
  });

  it('says when no return-of-losses promotion applies', async () => {
    signInMember({
      'GET /v2/promotion/return-loss': () => ({
        body: { data: { promotion: null, period: null, loss: 0, amount: 0, claimed: false } },
      }),
    });
    renderRoutes(routes, '/tx/withdraw/return-loss');
    expect(await screen.findByText(PROMOTION_TEXTS.returnLossUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PROMOTION.returnLossClaim })).not.toBeInTheDocument();
  });
});
