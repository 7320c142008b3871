import { CHANNELS } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useOperator } from '@/shared/api/session';
import { QueryState } from '@/shared/ui/query-state';
import { agentsQuery } from '../api/agents';
import { cannedRepliesQuery } from '../api/canned-replies';
import { conversationQuery, useMarkRead } from '../api/conversations';
import { settingsQuery } from '../api/settings';
import { useConversationMessages } from '../hooks/use-conversation-messages';
import { useMemberTyping, useTypingSender } from '../hooks/use-typing';
import { memberName } from '../lib/conversation-list';
import { useViewing } from '../realtime/inbox-live';
import { useRealtime } from '../realtime/realtime-context';
import { Composer } from './composer';
import { ConversationActions } from './conversation-actions';
import { MemberContext } from './member-context';
import { MessageList } from './message-list';

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const usePageVisible = () => useSyncExternalStore(subscribeVisibility, () => !document.hidden);

/**
 * One conversation: its state and assignee, the messages (live, older on scrolling up), the member's
 * typing, the reply box for a role that may reply, and the member beside it. What the agent sees is
 * marked read while the page is visible.
 */
export function ConversationPane({ conversationId }: { conversationId: number }) {
  const { can } = useOperator();
  const canReply = can('chat.reply');
  const realtime = useRealtime();
  const detail = useQuery(conversationQuery(conversationId));
  const agents = useQuery(agentsQuery);
  const canned = useQuery({ ...cannedRepliesQuery, enabled: canReply });
  const settings = useQuery({ ...settingsQuery, enabled: canReply });
  const messages = useConversationMessages(conversationId, realtime);
  const memberTyping = useMemberTyping(conversationId, realtime);
  const typing = useTypingSender(conversationId, realtime);
  useViewing(conversationId);

  // The member's read mark: the conversation's pointer, moved on by the channel's read events.
  const [readEvent, setReadEvent] = useState(0);
  useEffect(() => {
    if (!realtime) return;
    const channel = CHANNELS.conversation(conversationId);
    return realtime.on('chat.read', (event) => {
      if (event.channel === channel && event.reader === 'member') {
        setReadEvent((current) => Math.max(current, event.lastReadId));
      }
    });
  }, [realtime, conversationId]);
  const conversation = detail.data?.conversation;
  const memberLastReadId = Math.max(conversation?.memberLastReadId ?? 0, readEvent);

  // Mark read up to the newest message while the agent can see it and the member wrote something unread.
  const visible = usePageVisible();
  const { mutate: markRead } = useMarkRead(conversationId);
  const asked = useRef(0);
  const newestId = messages.messages.at(-1)?.id;
  const newestMemberId = messages.messages.findLast((message) => message.sender === 'member')?.id;
  const agentLastReadId = conversation?.agentLastReadId;
  useEffect(() => {
    if (!visible || agentLastReadId === undefined || newestId === undefined || newestMemberId === undefined) return;
    if (newestMemberId <= Math.max(agentLastReadId, asked.current)) return;
    asked.current = newestId;
    markRead(newestId);
  }, [visible, agentLastReadId, newestId, newestMemberId, markRead]);

  if (!detail.data || !conversation) {
    return (
      <div className="p-4">
        <QueryState error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const name = memberName(conversation.member);

  return (
    <div className="grid min-h-0 grid-cols-[minmax(0,1fr)_15rem]">
      <section aria-label={name} className="flex min-h-0 flex-col">
        <header className="border-b border-line p-3">
          <ConversationActions
            heading={
              <h2 className="text-base font-semibold">
                {name} <span className="tabular text-sm font-normal text-muted">{conversation.member.tel}</span>
              </h2>
            }
            conversation={conversation}
            agents={agents.data}
            canReply={canReply}
            canManage={can('chat.manage')}
          />
        </header>
        {messages.error ? (
          <div className="flex-1 p-4">
            <QueryState error={messages.error} onRetry={() => void messages.reload()} />
          </div>
        ) : !messages.loaded ? (
          <div className="flex-1">
            <QueryState error={null} />
          </div>
        ) : (
          <MessageList
            messages={messages.messages}
            pending={messages.pending}
            hasOlder={messages.hasOlder}
            loadingOlder={messages.loadingOlder}
            onLoadOlder={() => void messages.loadOlder()}
            memberLastReadId={memberLastReadId}
            memberTyping={memberTyping}
            memberName={name}
            onRetry={messages.retry}
            onDiscard={messages.discard}
          />
        )}
        {canReply ? (
          <Composer
            cannedReplies={canned.data ?? []}
            settings={settings.data}
            onSend={messages.send}
            onInput={typing.input}
            onStopTyping={typing.stop}
          />
        ) : (
          <p className="border-t border-line p-3 text-sm text-muted">{BO_CHAT.viewOnly}</p>
        )}
      </section>
      <MemberContext context={detail.data.context} />
    </div>
  );
}
