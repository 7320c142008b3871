import type { RouteObject } from 'react-router';
import {
  loadBonusHistoryRoute,
  loadChangePasswordRoute,
  loadContactRoute,
  loadDepositDetailRoute,
  loadDepositHistoryRoute,
  loadDepositQrRoute,
  loadDepositRoute,
  loadForgotPasswordRoute,
  loadGameRoute,
  loadHistoryRoute,
  loadHomeRoute,
  loadHowtoRoute,
  loadNewsRoute,
  loadNotFoundRoute,
  loadPaymentCompletedRoute,
  loadProfileRoute,
  loadPromotionRoute,
  loadReturnLossRoute,
  loadTxHubRoute,
  loadUpdatePasswordRoute,
  loadWithdrawDetailRoute,
  loadWithdrawHistoryRoute,
  loadWithdrawRoute,
} from './chunks';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

const memberOnly = { memberOnly: true } satisfies RouteHandle;

/** Promotions, the bonus history and the return of losses (issue 4). */
const promotionRoutes: RouteObject[] = [
  { path: 'promotion', handle: memberOnly, lazy: lazyRoute(loadPromotionRoute) },
  { path: 'tx/history/bonus', handle: memberOnly, lazy: lazyRoute(loadBonusHistoryRoute) },
  { path: 'tx/withdraw/return-loss', handle: memberOnly, lazy: lazyRoute(loadReturnLossRoute) },
];

/** The wallet pages (SPEC.md §2 Transactions). */
const walletRoutes: RouteObject[] = [
  { path: 'tx', handle: memberOnly, lazy: lazyRoute(loadTxHubRoute) },
  { path: 'tx/deposit', handle: memberOnly, lazy: lazyRoute(loadDepositRoute) },
  { path: 'tx/deposit-detail', handle: memberOnly, lazy: lazyRoute(loadDepositDetailRoute) },
  { path: 'tx/deposit-qr', handle: memberOnly, lazy: lazyRoute(loadDepositQrRoute) },
  { path: 'tx/payment/completed', handle: memberOnly, lazy: lazyRoute(loadPaymentCompletedRoute) },
  { path: 'tx/withdraw', handle: memberOnly, lazy: lazyRoute(loadWithdrawRoute) },
  { path: 'tx/withdraw-detail', handle: memberOnly, lazy: lazyRoute(loadWithdrawDetailRoute) },
  { path: 'tx/history', handle: memberOnly, lazy: lazyRoute(loadHistoryRoute) },
  { path: 'tx/history/deposit', handle: memberOnly, lazy: lazyRoute(loadDepositHistoryRoute) },
  { path: 'tx/history/withdraw', handle: memberOnly, lazy: lazyRoute(loadWithdrawHistoryRoute) },
];

/**
 * Site content and the member's own pages (issue 5). /news, /contact, /guest-contact, /howto and the
 * password reset are open to guests (SPEC.md §6, decision 0021); /profile and /game are members only.
 */
const contentAndProfileRoutes: RouteObject[] = [
  { path: 'news', lazy: lazyRoute(loadNewsRoute) },
  { path: 'contact', lazy: lazyRoute(loadContactRoute) },
  { path: 'guest-contact', lazy: lazyRoute(loadContactRoute) },
  { path: 'howto', lazy: lazyRoute(loadHowtoRoute) },
  { path: 'forgot-password', lazy: lazyRoute(loadForgotPasswordRoute) },
  { path: 'update-password', lazy: lazyRoute(loadUpdatePasswordRoute) },
  { path: 'profile', handle: memberOnly, lazy: lazyRoute(loadProfileRoute) },
  { path: 'profile/change-password', handle: memberOnly, lazy: lazyRoute(loadChangePasswordRoute) },
  { path: 'game', handle: memberOnly, lazy: lazyRoute(loadGameRoute) },
];

/**
 * The route table. /login and /register render the home page while the guard opens their dialog
 * over /. Every other path (including the spec's pages that are not built yet) is the 404 page.
 * A page only members may open carries `handle: { memberOnly: true } satisfies RouteHandle`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazyRoute(loadHomeRoute) },
          { path: 'login', lazy: lazyRoute(loadHomeRoute) },
          { path: 'register', lazy: lazyRoute(loadHomeRoute) },
          ...walletRoutes,
          ...promotionRoutes,
          ...contentAndProfileRoutes,
          { path: '*', lazy: lazyRoute(loadNotFoundRoute) },
        ],
      },
    ],
  },
];
