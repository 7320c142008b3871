import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '@/shared/api/query-client';

function LocationDisplay() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` on every path of a memory router at `url`, with a fresh query client. */
export function renderAt(ui: ReactElement, url = '/') {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationDisplay />
          </>
        ),
      },
    ],
    url,
  );
}

export function renderRoutes(routes: RouteObject[], url = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
