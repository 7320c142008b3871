import type { OperatorRole } from '@member/shared';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@member/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { OPERATOR_QUERY_KEY } from '@/shared/api/query-client';

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
 * `routes` at `url` (any other path shows "elsewhere"), signed in as an operator of `role`, with a fresh cache
 * (no retries, so a refusal shows at once).
 */
export function renderAsOperator(routes: RouteObject[], url: string, role: OperatorRole = 'admin') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(OPERATOR_QUERY_KEY, {
    username: `${role}-operator`,
    role,
    permissions: [...(role === 'admin' ? PERMISSIONS : ROLE_PERMISSIONS[role])],
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [url],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
