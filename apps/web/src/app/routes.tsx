import type { RouteObject } from 'react-router';
import {
  loadDepositDetailRoute,
  loadDepositHistoryRoute,
  loadDepositQrRoute,
  loadDepositRoute,
  loadHistoryRoute,
  loadHomeRoute,
  loadNotFoundRoute,
  loadPaymentCompletedRoute,
  loadTxHubRoute,
  loadWithdrawDetailRoute,
  loadWithdrawHistoryRoute,
  loadWithdrawRoute,
} from './chunks';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

const memberOnly = { memberOnly: true } satisfies RouteHandle;

/** The wallet pages (SPEC.md §2 Transactions); /tx/history/bonus and /tx/withdraw/* stay 404 for now. */
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
          { path: '*', lazy: lazyRoute(loadNotFoundRoute) },
        ],
      },
    ],
  },
];
