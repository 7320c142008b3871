import type { RouteObject } from 'react-router';
import { loadHomeRoute, loadNotFoundRoute } from './chunks';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import { RouteError } from './routes/route-error';

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
          { path: '*', lazy: lazyRoute(loadNotFoundRoute) },
        ],
      },
    ],
  },
];
