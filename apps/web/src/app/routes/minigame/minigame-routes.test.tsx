import { HOME, LABELS, MINIGAME, MINIGAME_API_BASE, PAGE_TITLES } from '@member/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { expectGuestSentToLogin, expectTitledPage, MEMBER_SHELL, signInWith } from '@/test/member-routes';
import { renderRoutes } from '@/test/render';
import { routes } from '../../routes';

const ok = (data: unknown) => () => ({ body: { data } });
const mg = (path: string) => `GET ${MINIGAME_API_BASE}${path}`;

function signIn() {
  return signInWith({
    ...MEMBER_SHELL,
    [mg('/play/available-minigame')]: ok([]),
    [mg('/setting/minigame')]: ok({
      depositBahtPerCoin: 100,
      checkInCoins: 0,
      coinExpiryDays: null,
      creditUse: 'wallet',
      creditTurnoverMultiplier: 1,
      creditPricePerCoin: 1,
      profitMinWithdraw: 20,
    }),
    [mg('/member/current-credit')]: ok({
      credit: 0,
      expiresDate: null,
      expiringCredit: 0,
      coins: 3,
      coinsExpiresDate: null,
      profit: 0,
      pendingProfit: 0,
      turnover: null,
    }),
    [mg('/member/minigame-status-today')]: ok({
      date: '2026-03-20',
      coins: 3,
      plays: 0,
      freePlays: 0,
      coinsEarned: 0,
      coinsSpent: 0,
      creditWon: 0,
      profitWon: 0,
      checkIn: { coins: 0, done: false },
    }),
    [mg('/member/play-history')]: ok([]),
    [mg('/member/reward-history')]: ok([]),
    [mg('/member/credit-history')]: ok([]),
    [mg('/member/withdraw-history')]: ok([]),
  });
}

describe('the mini-game routes', () => {
  beforeEach(() => useDialogStore.getState().closeAll());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a guest to the login dialog with a redirect back', () =>
    expectGuestSentToLogin(routes, '/mini-game/play/wheel'));

  it.each([
    ['/mini-game', PAGE_TITLES.miniGame],
    ['/mini-game/play', PAGE_TITLES.miniGamePlay],
    ['/mini-game/play/wheel', PAGE_TITLES.miniGamePlay],
    ['/mini-game/history', PAGE_TITLES.miniGameHistory],
    ['/mini-game/reward-history', PAGE_TITLES.miniGameRewardHistory],
    ['/mini-game/credit-history', PAGE_TITLES.miniGameCreditHistory],
    ['/mini-game/profit', PAGE_TITLES.miniGameProfit],
    ['/mini-game/profit-manage', PAGE_TITLES.miniGameProfitManage],
    ['/mini-game/profit-manage/history', PAGE_TITLES.miniGameWithdrawHistory],
    ['/mini-game/profit-manage/withdraw', PAGE_TITLES.miniGameWithdraw],
    ['/mini-game/profit-manage/withdraw-detail', PAGE_TITLES.miniGameWithdrawDetail],
  ])('opens %s for a member under its Thai tab title', async (path, title) => {
    signIn();
    await expectTitledPage(routes, path, title);
  });

  it('is reached from the home shortcuts and the side drawer', async () => {
    signIn();
    const { user } = renderRoutes(routes, '/');
    const shortcuts = await screen.findByRole('navigation', { name: HOME.quickActionsTitle });
    expect(within(shortcuts).getByRole('link', { name: new RegExp(MINIGAME.titles.hub) })).toHaveAttribute(
      'href',
      '/mini-game',
    );
    await user.click(screen.getByRole('button', { name: LABELS.openMenu }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: MINIGAME.titles.hub })).toHaveAttribute('href', '/mini-game');
  });
});
