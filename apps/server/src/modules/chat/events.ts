import {
  CHAT_LIMITS,
  type ChatConversationEvent,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatTypingEvent,
  hasPermission,
  SERVER_EVENTS,
} from '@member/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/auth';
import { channelKind, type Realtime } from '../../plugins/realtime';
import { publishUnreadCount } from '../money';
import { agentName } from './assignment';
import type { Change } from './change';
import { adminConversation, findConversation } from './conversations';
import { chatFileLinks, viewerOf } from './file-links';
import { forMember, messagesAfter, withFileUrl } from './messages';

/**
 * The chat's side of the realtime socket: the channels it defines (a conversation, the agents' inbox)
 * and the events it publishes once a change has committed. The member's unread count rides on the
 * member's own channel, which money owns.
 */

/** At most this many missed messages ride on a subscription's ack; more are fetched with `?after=`. */
export const MISSED_LIMIT = 100;

/** `conversation:{id}`: its messages, read pointers, typing and state (CHANNELS.conversation in the contract). */
export const conversationChannel = channelKind<{
  [SERVER_EVENTS.chatMessage]: ChatMessageEvent;
  [SERVER_EVENTS.chatRead]: ChatReadEvent;
  [SERVER_EVENTS.chatTyping]: ChatTypingEvent;
  [SERVER_EVENTS.chatConversation]: ChatConversationEvent;
}>('conversation', { keyed: true });

/** `inbox`: every conversation's row, for the agents (CHANNELS.inbox). */
export const inboxChannel = channelKind<{ [SERVER_EVENTS.chatConversation]: ChatConversationEvent }>('inbox', {
  keyed: false,
});

const conversationIdOf = (id: string | null): number | null =>
  id !== null && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;

const mayView = (subject: AuthContext) =>
  subject.kind === 'operator' && subject.role !== null && hasPermission(subject.role, 'chat.view');

/**
 * Defines the `conversation` and `inbox` channels (decision 0131) on the app's socket: on every app,
 * whatever its services, as the socket is served wherever the chat runs (services/chat.ts).
 */
export function defineChatChannels(app: FastifyInstance): void {
  const { db, realtime } = app;

  realtime.defineChannel(conversationChannel, {
    // A member only their own conversation; an operator with chat.view any that exists.
    async authorise(subject, id) {
      const conversationId = conversationIdOf(id);
      if (conversationId === null) return false;
      if (subject.kind === 'operator' && !mayView(subject)) return false;
      const conversation = await findConversation(db, conversationId);
      if (!conversation) return false;
      return subject.kind === 'operator' || conversation.memberId === subject.subjectId;
    },
    async missed(subject, id, after) {
      const conversationId = conversationIdOf(id);
      if (conversationId === null || !Number.isSafeInteger(after) || after < 0) return [];
      const links = chatFileLinks(app);
      const viewer = viewerOf(subject);
      const urlFor = (fileId: string) => links.urlFor(fileId, viewer);
      const messages = await messagesAfter(db, String(conversationId), after, MISSED_LIMIT, urlFor);
      return subject.kind === 'member' ? messages.map(forMember) : messages;
    },
    typing: {
      event: SERVER_EVENTS.chatTyping,
      throttleMs: CHAT_LIMITS.typingThrottleMs,
      async typist(subject, id) {
        const conversationId = Number(id);
        let who: ChatTypingEvent['who'] = 'member';
        let name: string | null = null;
        if (subject.kind === 'operator') {
          who = 'agent';
          name = await agentName(db, subject.subjectId);
        }
        // The typist is named to operators only (an agent is "the team" to a member).
        return (typing) => ({
          operators: { conversationId, who, name, typing },
          members: { conversationId, who, name: null, typing },
        });
      },
    },
  });

  realtime.defineChannel(inboxChannel, {
    async authorise(subject, id) {
      return id === null && mayView(subject);
    },
  });
}

/**
 * Sends what a committed change means to the sockets: its messages, the read pointer that moved, the
 * conversation's new row (the whole row to the inbox, its state to the conversation), and the member's
 * unread count. A failure here is logged: the change is stored, and clients catch up on their next read.
 * A file's link is signed per audience: for the conversation's member, and for the operators following it
 * (one event reaches them all; decision 0132).
 */
export async function publishChange(app: FastifyInstance, change: Change): Promise<void> {
  const realtime: Realtime = app.realtime;
  try {
    const id = Number(change.conversationId);
    const links = chatFileLinks(app);
    const forOperators = (fileId: string) => links.urlFor(fileId, { kind: 'operator', id: null });
    const forTheMember = (fileId: string) => links.urlFor(fileId, { kind: 'member', id: change.memberId });
    for (const message of change.messages) {
      realtime.publish(
        conversationChannel,
        id,
        SERVER_EVENTS.chatMessage,
        { message: withFileUrl(message, forOperators) },
        { message: forMember(withFileUrl(message, forTheMember)) },
      );
    }
    if (change.read) {
      realtime.publish(conversationChannel, id, SERVER_EVENTS.chatRead, {
        conversationId: id,
        reader: change.read.reader,
        lastReadId: change.read.lastReadId,
      });
    }
    if (change.conversationChanged) {
      const conversation = await adminConversation(app.db, change.conversationId);
      if (conversation) {
        realtime.publish(inboxChannel, null, SERVER_EVENTS.chatConversation, { conversation });
        realtime.publish(conversationChannel, id, SERVER_EVENTS.chatConversation, {
          conversation: { id: conversation.id, status: conversation.status },
        });
      }
    }
    if (change.memberUnread !== null) publishUnreadCount(realtime, change.memberId, change.memberUnread);
  } catch (error) {
    app.log.error({ err: error, conversationId: change.conversationId }, 'chat events not published');
  }
}
