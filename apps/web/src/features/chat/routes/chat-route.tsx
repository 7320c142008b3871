import { CHAT } from '@member/shared';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useChatSettings } from '../api/chat-api';
import { Composer } from '../components/composer';
import { ConnectionNote } from '../components/connection-note';
import { MessageList } from '../components/message-list';
import { OfflineNotice } from '../components/offline-notice';
import { useConversation } from '../hooks/use-conversation';

/**
 * `/chat` (SPEC.md §2, issue 16): the member's live chat with the team. The page fills the space
 * between the header and the bottom menu (clear of the menu's raised home button), the conversation
 * scrolling inside it and the message box fixed at its foot.
 */
export default function ChatRoute() {
  const settings = useChatSettings();
  const chat = useConversation();
  return (
    <div className="fixed inset-x-0 top-14 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-20 mx-auto flex max-w-[480px] flex-col bg-bg">
      <div className="shrink-0 px-4 pb-2">
        <PageHeader title={CHAT.title} backTo={paths.contact} />
      </div>
      <ConnectionNote status={chat.status} />
      {settings.data && !settings.data.openNow && <OfflineNotice settings={settings.data} />}
      {chat.loaded ? (
        <MessageList
          state={chat.state}
          greeting={settings.data?.greeting ?? ''}
          agentTyping={chat.agentTyping}
          older={chat.older}
          onLoadOlder={() => void chat.loadOlder()}
          onRetry={chat.retry}
        />
      ) : (
        <div className="min-h-0 flex-1">
          <QueryState error={chat.loadError} onRetry={chat.reload} />
        </div>
      )}
      <Composer
        settings={settings.data}
        disabled={!chat.loaded}
        typing={chat.typing}
        onSend={chat.send}
        onSendFile={chat.sendFile}
      />
    </div>
  );
}
