import { HOME, PAGE_TITLES, REFER, WALLET } from '@member/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { expectGuestSentToLogin, expectTitledPage, MEMBER_SHELL, signInWith } from '@/test/member-routes';
import { renderRoutes } from '@/test/render';
import { routes } from '../../routes';

const AFF_DATA = {
  affRate: 5,
  secondLevelRate: 0,
  minWithdraw: 100,
  basis: 'net_loss',
  code: 'AB12',
  link: '/register?prefix=AB12',
};
const INCOME = { totalAff: 10, totalDownlineMember: 1, availableAff: 10, totalDepositMember: 1, pendingAff: 0 };

function signIn() {
  return signInWith({
    ...MEMBER_SHELL,
    'GET /income/aff-data': () => ({ body: { data: AFF_DATA } }),
    'GET /income/income-data': () => ({ body: { data: INCOME } }),
    'GET /income/summary-downline-by-date': () => ({ body: { data: [] } }),
    'GET /income/ranking': () => ({
      body: {
        data: { period: 'flush', start: null, end: '2026-03-17T03:00:00.000Z', rows: [], me: { rank: null, aff: 0 } },
      },
    }),
  });
}

describe('the referral routes', () => {
  beforeEach(() => {
    useDialogStore.getState().closeAll();
    // Chartist (on /refer/stats) reads its responsive options through matchMedia, which jsdom lacks.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a guest to the login dialog with a redirect back', () => expectGuestSentToLogin(routes, '/refer/stats'));

  it.each([
    ['/refer', PAGE_TITLES.refer],
    ['/refer/stats', PAGE_TITLES.referStats],
    ['/refer/ranking/flush', PAGE_TITLES.referRanking],
    ['/refer/profit-manage/withdraw', PAGE_TITLES.referWithdraw],
    ['/tx/withdraw/income', PAGE_TITLES.incomeWithdraw],
  ])('opens %s for a member under its Thai tab title', async (path, title) => {
    signIn();
    await expectTitledPage(routes, path, title);
  });

  it('is reached from the home shortcuts and from /tx', async () => {
    signIn();
    const home = renderRoutes(routes, '/');
    const shortcuts = await screen.findByRole('navigation', { name: HOME.quickActionsTitle });
    expect(within(shortcuts).getByRole('link', { name: new RegExp(REFER.titles.hub) })).toHaveAttribute(
      'href',
      '/refer',
    );
    home.unmount();

    renderRoutes(routes, '/tx');
    expect(await screen.findByRole('heading', { name: WALLET.hubTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REFER.walletLink })).toHaveAttribute('href', '/tx/withdraw/income');
  });
});
