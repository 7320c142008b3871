import { PROMOTION, UI, WALLET } from '@member/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { promotionKeys } from '@/features/promotion/api/keys';
import { promotion } from '@/features/promotion/test/fixtures';
import { COMBINE, PROFILE, signInWallet } from '@/features/wallet/test/fixtures';
import { sentBodies } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

// Counts the wallet page's renders; otherwise the page itself.
const pageRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/wallet', async (importOriginal) => {
  const wallet = await importOriginal<typeof import('@/features/wallet')>();
  return {
    ...wallet,
    DepositPage: (props: Parameters<typeof wallet.DepositPage>[0]) => {
      pageRenders.count += 1;
      return wallet.DepositPage(props);
    },
  };
});

const FIRST = promotion();
const FIXED = promotion({ id: 6, title: 'ฝากรับ 100', kind: 'deposit_fixed', fixedBonus: 100, ratePercent: null });
const picker = () => screen.findByRole('group', { name: PROMOTION.picker });

/** The deposit page with the promotion picker the app puts in it (SPEC.md §3 Deposit state: promotionId, bonus). */
function signIn(handlers: Parameters<typeof signInWallet>[0] = {}, bonus: 0 | 1 = 1) {
  return signInWallet({
    'GET /member/profile': () => ({ body: { data: { ...PROFILE, bonus } } }),
    'GET /v2/promotion/available-now': () => ({ body: { data: bonus ? [FIRST, FIXED] : [] } }),
    'POST /v2/promotion/calculate-bonus': (body) => {
      const { amount, promotionId } = body as { amount: number; promotionId: number };
      const bonusBaht = promotionId === 5 ? Math.min(amount * 0.2, 500) : 100;
      return {
        body: {
          data: { promotionId, amount, bonus: bonusBaht, eligible: true, reason: null, reasonCode: null, turnover: 0 },
        },
      };
    },
    ...handlers,
  });
}

describe('/tx/deposit with promotions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not drawn again when the promotions it offers are read again with the same answer', async () => {
    const fetchMock = signIn();
    const { queryClient } = renderRoutes(routes, '/tx/deposit');
    await within(await picker()).findByRole('radio', { name: new RegExp(FIXED.title) });
    const asked = () => sentBodies(fetchMock, 'GET', '/v2/promotion/available-now').length;
    const before = { renders: pageRenders.count, asked: asked() };
    await act(() => queryClient.invalidateQueries({ queryKey: promotionKeys.available }));
    expect(asked()).toBe(before.asked + 1);
    expect(pageRenders.count).toBe(before.renders);
  });

  it('chooses none by default and sends no promotionId', async () => {
    const fetchMock = signIn({
      'POST /member/regulardeposit': () => ({
        status: 201,
        body: {
          data: {
            id: 1,
            bank_time: '2026-01-02T03:04:05Z',
            amount: 300,
            status: 'waiting_for_approve',
            type: 'bank',
            promotionId: null,
          },
        },
      }),
    });
    const { user } = renderRoutes(routes, '/tx/deposit');
    const group = await picker();
    await within(group).findByRole('radio', { name: new RegExp(FIXED.title) });
    expect(within(group).getByRole('radio', { name: PROMOTION.none })).toBeChecked();
    await user.type(screen.getByLabelText(WALLET.amount), '300');
    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/member/regulardeposit')).toEqual([
        { amount: 300, depositBankAccountId: 1 },
      ]),
    );
  });

  it('chooses the promotion named by ?promotionId=, previews the bonus and sends it with the deposit', async () => {
    const fetchMock = signIn({
      'POST /member/regulardeposit': () => ({
        status: 201,
        body: {
          data: {
            id: 2,
            bank_time: '2026-01-02T03:04:05Z',
            amount: 1000,
            status: 'waiting_for_approve',
            type: 'bank',
            promotionId: 5,
          },
        },
      }),
    });
    const { user, router } = renderRoutes(routes, '/tx/deposit?promotionId=5');
    const group = await picker();
    await waitFor(() => expect(within(group).getByRole('radio', { name: new RegExp(FIRST.title) })).toBeChecked());
    expect(within(group).getByText(PROMOTION.bonusTypeAmount)).toBeInTheDocument();

    await user.type(screen.getByLabelText(WALLET.amount), '1000');
    expect(await screen.findByTestId('bonus-preview')).toHaveTextContent('200.00');
    // Debounced: one question for the settled amount, not one per key.
    expect(sentBodies(fetchMock, 'POST', '/v2/promotion/calculate-bonus')).toEqual([{ amount: 1000, promotionId: 5 }]);

    await user.click(within(group).getByRole('radio', { name: new RegExp(FIXED.title) }));
    await waitFor(() => expect(screen.getByTestId('bonus-preview')).toHaveTextContent('100.00'));

    await user.click(screen.getByRole('button', { name: WALLET.submitDeposit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tx/deposit-detail'));
    expect(sentBodies(fetchMock, 'POST', '/member/regulardeposit')).toEqual([
      { amount: 1000, promotionId: 6, depositBankAccountId: 1 },
    ]);
  });

  it('sends the promotion with a gateway deposit and shows the Thai refusal of §8', async () => {
    const fetchMock = signIn({
      'POST /member/cp/deposit': () => ({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: 'Cannot use selected promotion' } },
      }),
    });
    const { user } = renderRoutes(routes, '/tx/deposit?promotionId=5');
    const group = await picker();
    await waitFor(() => expect(within(group).getByRole('radio', { name: new RegExp(FIRST.title) })).toBeChecked());
    await user.type(screen.getByLabelText(WALLET.amount), '500');
    await user.click(screen.getByRole('button', { name: COMBINE.gatewayNames.cp }));
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent('ไม่สามารถใช้โปรโมชั่นนี้ได้');
    expect(sentBodies(fetchMock, 'POST', '/member/cp/deposit')).toEqual([{ amount: 500, promotionId: 5 }]);
  });

  it('ignores a promotionId the member may not claim now', async () => {
    signIn();
    renderRoutes(routes, '/tx/deposit?promotionId=77');
    const group = await picker();
    await within(group).findByRole('radio', { name: new RegExp(FIRST.title) });
    expect(within(group).getByRole('radio', { name: PROMOTION.none })).toBeChecked();
  });

  it('offers a member who turned bonuses off to turn them on', async () => {
    let bonus: 0 | 1 = 0;
    const fetchMock = signIn({
      'GET /member/profile': () => ({ body: { data: { ...PROFILE, bonus } } }),
      'GET /v2/promotion/available-now': () => ({ body: { data: bonus ? [FIRST] : [] } }),
      'PUT /promotion/bonus': () => {
        bonus = 1;
        return { body: { data: { bonus: 1 } } };
      },
    });
    const { user } = renderRoutes(routes, '/tx/deposit?promotionId=5');
    const group = await picker();
    expect(within(group).getByText(PROMOTION.bonusOffer)).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: PROMOTION.enableBonus }));
    await waitFor(() => expect(within(group).getByRole('radio', { name: new RegExp(FIRST.title) })).toBeChecked());
    expect(within(group).queryByText(PROMOTION.bonusOffer)).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/promotion/bonus')).toEqual([{ bonus: 1 }]);
  });
});
