import { formatDate, PROMOTION, PROMOTION_REASONS } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { promotion, RETURN_LOSS, signInMember } from '@/features/promotion/test/fixtures';
import { renderRoutes } from '@/test/render';

describe('/promotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the promotions with their HTML description, end date or -, and claim links', async () => {
    const first = promotion();
    signInMember({
      'GET /v2/promotion': () => ({ body: { data: [first, { ...RETURN_LOSS, endDate: null }] } }),
    });
    renderRoutes(routes, '/promotion');
    const card = await screen.findByRole('article', { name: first.title });
    expect(within(card).getByText('20%', { selector: 'strong' })).toBeInTheDocument();
    expect(within(card).getByTestId('promotion-end')).toHaveTextContent(formatDate(first.endDate, 'dateTime'));
    expect(within(card).getByText('โบนัส 20% สูงสุด 500.00 บาท')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: PROMOTION.claim })).toHaveAttribute(
      'href',
      '/tx/deposit?promotionId=5',
    );
    const returnLoss = screen.getByRole('article', { name: RETURN_LOSS.title });
    expect(within(returnLoss).getByTestId('promotion-end')).toHaveTextContent(/^-$/);
    expect(within(returnLoss).getByRole('link', { name: PROMOTION.claim })).toHaveAttribute(
      'href',
      '/tx/withdraw/return-loss',
    );
  });

  it('opens the detail from GET /v2/promotion/{id} in a dialog', async () => {
    const listed = promotion();
    const fetchMock = signInMember({
      'GET /v2/promotion': () => ({ body: { data: [listed] } }),
      'GET /v2/promotion/5': () => ({
        body: { data: { ...listed, description: '<p>เงื่อนไขฉบับเต็ม</p>', endDate: null } },
      }),
    });
    const { user } = renderRoutes(routes, '/promotion');
    await user.click(await screen.findByRole('button', { name: PROMOTION.details }));
    const dialog = await screen.findByRole('dialog', { name: listed.title });
    expect(await within(dialog).findByText('เงื่อนไขฉบับเต็ม')).toBeInTheDocument();
    expect(within(dialog).getByText(PROMOTION.turnoverTimes(2))).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: PROMOTION.claim })).toHaveAttribute(
      'href',
      '/tx/deposit?promotionId=5',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/v2/promotion/5'))).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("disables the claim of a promotion this member cannot use, with the server's reason", async () => {
    const usable = promotion();
    const used = { ...promotion(), id: 6, title: 'ใช้ไปแล้ว' };
    signInMember({
      'GET /v2/promotion': () => ({ body: { data: [usable, used] } }),
      'GET /v2/promotion/eligibility': () => ({
        body: {
          data: [
            { promotionId: 5, eligible: true, reasonCode: null, reason: null },
            {
              promotionId: 6,
              eligible: false,
              reasonCode: 'once_per_member',
              reason: PROMOTION_REASONS.once_per_member,
            },
          ],
        },
      }),
    });
    renderRoutes(routes, '/promotion');
    const blocked = await screen.findByRole('article', { name: used.title });
    const claim = await within(blocked).findByRole('button', { name: PROMOTION.claim });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription(PROMOTION_REASONS.once_per_member);
    const open = screen.getByRole('article', { name: usable.title });
    expect(within(open).getByRole('link', { name: PROMOTION.claim })).toHaveAttribute(
      'href',
      '/tx/deposit?promotionId=5',
    );
  });

  it('says so when no promotion runs', async () => {
    signInMember({ 'GET /v2/promotion': () => ({ body: { data: [] } }) });
    renderRoutes(routes, '/promotion');
    expect(await screen.findByText(PROMOTION.empty)).toBeInTheDocument();
  });
});
