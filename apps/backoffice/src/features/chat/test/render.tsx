import type { OperatorRole } from '@member/shared';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@member/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { OPERATOR_QUERY_KEY } from '@/shared/api/query-client';
import CannedRepliesRoute from '../routes/canned-replies-route';
import { ChatLayout } from '../routes/chat-layout';
import InboxRoute, { ConversationRoute, PickConversation } from '../routes/inbox-route';
import ChatSettingsRoute from '../routes/settings-route';
import ChatStatsRoute from '../routes/stats-route';
import { FakeRealtime } from './fake-realtime';

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
 * The chat section at `url`, signed in as an operator of `role`, with a fresh cache (no retries, so a
 * refusal shows at once) and a fake socket the test drives.
 */
export function renderChat(url: string, role: OperatorRole = 'admin', realtime = new FakeRealtime()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(OPERATOR_QUERY_KEY, {
    username: `${role}-operator`,
    role,
    permissions: [...(role === 'admin' ? PERMISSIONS : ROLE_PERMISSIONS[role])],
  });
  const load = () => Promise.resolve(realtime);
  const router = createMemoryRouter(
    [
      {
        path: '/chat',
        element: <ChatLayout load={load} />,
        children: [
          { index: true, element: <Navigate to="/chat/inbox" replace /> },
          {
            path: 'inbox',
            element: <InboxRoute />,
            children: [
              { index: true, element: <PickConversation /> },
              { path: ':id', element: <ConversationRoute /> },
            ],
          },
          { path: 'canned-replies', element: <CannedRepliesRoute /> },
          { path: 'settings', element: <ChatSettingsRoute /> },
          { path: 'stats', element: <ChatStatsRoute /> },
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
  return { ...view, router, queryClient, realtime };
}
