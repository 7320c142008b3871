import type { OperatorRole } from '@member/shared';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@member/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { OPERATOR_QUERY_KEY } from '@/shared/api/query-client';
import AccrualsRoute from '../routes/accruals-route';
import { AffiliateLayout } from '../routes/affiliate-layout';
import AffiliateRoute from '../routes/affiliate-route';
import AffiliatesRoute from '../routes/affiliates-route';
import DownlinesRoute from '../routes/downlines-route';
import AffiliateSettingsRoute from '../routes/settings-route';
import WithdrawalsRoute from '../routes/withdrawals-route';

// jsdom has no modal dialogs: enough of one for the kit's Dialog (open, close and its close event).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * The affiliate section at `url`, signed in as an operator of `role`, with a fresh cache (no retries,
 * so a refusal shows at once).
 */
export function renderAffiliate(url: string, role: OperatorRole = 'admin') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(OPERATOR_QUERY_KEY, {
    username: `${role}-operator`,
    role,
    permissions: [...(role === 'admin' ? PERMISSIONS : ROLE_PERMISSIONS[role])],
  });
  const router = createMemoryRouter(
    [
      {
        path: '/affiliate',
        element: <AffiliateLayout />,
        children: [
          { index: true, element: <Navigate to="/affiliate/settings" replace /> },
          { path: 'settings', element: <AffiliateSettingsRoute /> },
          { path: 'affiliates', element: <AffiliatesRoute /> },
          { path: 'affiliates/:tel', element: <AffiliateRoute /> },
          { path: 'downlines', element: <DownlinesRoute /> },
          { path: 'withdrawals', element: <WithdrawalsRoute /> },
          { path: 'accruals', element: <AccrualsRoute /> },
        ],
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
