import type { OperatorRole } from '@member/shared';
import { Navigate } from 'react-router';
import { renderAsOperator } from '@/shared/test/render';
import CannedRepliesRoute from '../routes/canned-replies-route';
import { ChatLayout } from '../routes/chat-layout';
import InboxRoute, { ConversationRoute, PickConversation } from '../routes/inbox-route';
import ChatSettingsRoute from '../routes/settings-route';
import ChatStatsRoute from '../routes/stats-route';
import { FakeRealtime } from './fake-realtime';

/**
 * The chat section at `url`, signed in as an operator of `role`, with a fresh cache (no retries, so a
 * refusal shows at once) and a fake socket the test drives.
 */
export function renderChat(url: string, role: OperatorRole = 'admin', realtime = new FakeRealtime()) {
  const load = () => Promise.resolve(realtime);
  const view = renderAsOperator(
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
    ],
    url,
    role,
  );
  return { ...view, realtime };
}
