import { BO_CHAT } from '@member/shared/backoffice';
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionTabNav } from '@/shared/ui/section-tab-nav';
import { paths } from '@/shared/paths';
import { AvailabilitySwitch, ConnectionStatus, NotificationsButton } from '../components/header-controls';
import { useInboxLive, ViewingProvider } from '../realtime/inbox-live';
import { loadRealtime } from '../realtime/load-realtime';
import { RealtimeProvider } from '../realtime/realtime-context';
import type { ChatRealtime } from '../realtime/types';

/**
 * The chat screen's frame: its sections (settings and canned replies for chat.manage), whether the inbox
 * is live, notifications, the agent's availability; the socket lives as long as the frame, so news
 * reaches the agent on every chat section.
 */
export function ChatLayout({ load = loadRealtime }: { load?: () => Promise<ChatRealtime> }) {
  return (
    <RealtimeProvider load={load}>
      <ChatFrame />
    </RealtimeProvider>
  );
}

function ChatFrame() {
  const { can } = useOperator();
  const navigate = useNavigate();
  const openConversation = useCallback((id: number) => navigate(paths.chatConversation(id)), [navigate]);
  const { setViewing } = useInboxLive(openConversation);
  const manage = can('chat.manage');
  const tabs = [
    { to: paths.chatInbox, label: BO_CHAT.tabs.inbox },
    ...(manage
      ? [
          { to: paths.chatCannedReplies, label: BO_CHAT.tabs.cannedReplies },
          { to: paths.chatSettings, label: BO_CHAT.tabs.settings },
        ]
      : []),
    { to: paths.chatStats, label: BO_CHAT.tabs.stats },
  ];
  return (
    <ViewingProvider value={setViewing}>
      <PageHeader title={BO_CHAT.title}>
        <ConnectionStatus />
        <NotificationsButton />
        {can('chat.reply') && <AvailabilitySwitch />}
      </PageHeader>
      <SectionTabNav label={BO_CHAT.title} tabs={tabs} />
      <Outlet />
    </ViewingProvider>
  );
}
