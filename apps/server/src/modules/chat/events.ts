import {
  CHANNELS,
  type ChatConversationEvent,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatUnreadEvent,
  hasPermission,
  SERVER_EVENTS,
} from '@member/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/auth';
import type { Change } from './actions';
import { adminConversation, findConversation } from './conversations';
import { forMember, messagesAfter } from './messages';

/**
 * The chat's side of the realtime socket: the channels it defines (a conversation, the agents' inbox)
 * and the events it publishes once a change has committed.
 */

/** At most this many missed messages ride on a subscription's ack; more are fetched with `?after=`. */
export const MISSED_LIMIT = 100;

const conversationIdOf = (id: string | null): number | null =>
  id !== null && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;

const mayView = (subject: AuthContext) =>
  subject.kind === 'operator' && subject.role !== null && hasPermission(subject.role, 'chat.view');

/** Defines the `conversation` and `inbox` channels on the root realtime plugin (decision 0131). */
export function defineChatChannels(app: FastifyInstance): void {
  const { db, realtime } = app;
  const urlFor = (key: string) => app.storage.urlFor(key);

  realtime.defineChannel('conversation', {
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
      const messages = await messagesAfter(db, String(conversationId), after, MISSED_LIMIT, urlFor);
      return subject.kind === 'member' ? messages.map(forMember) : messages;
    },
    async typist(subject) {
      if (subject.kind === 'member') return { who: 'member', name: null };
      const { rows } = await db.query<{ username: string }>('SELECT username FROM operators WHERE id = $1', [
        subject.subjectId,
      ]);
      return { who: 'agent', name: rows[0]?.username ?? null };
    },
  });

  realtime.defineChannel('inbox', {
    async authorise(subject, id) {
      return id === null && mayView(subject);
    },
  });
}

/**
 * Sends what a committed change means to the sockets: its messages, the read pointer that moved, the
 * conversation's new row (the whole row to the inbox, its state to the conversation), and the member's
 * unread count. A failure here is logged: the change is stored, and clients catch up on their next read.
 */
export async function publishChange(app: FastifyInstance, change: Change): Promise<void> {
  const { realtime } = app;
  try {
    const channel = CHANNELS.conversation(Number(change.conversationId));
    for (const message of change.messages) {
      realtime.publish(
        channel,
        SERVER_EVENTS.chatMessage,
        { channel, message } satisfies ChatMessageEvent,
        {
          channel,
          message: forMember(message),
        } satisfies ChatMessageEvent,
      );
    }
    if (change.read) {
      realtime.publish(channel, SERVER_EVENTS.chatRead, {
        channel,
        conversationId: Number(change.conversationId),
        reader: change.read.reader,
        lastReadId: change.read.lastReadId,
      } satisfies ChatReadEvent);
    }
    if (change.conversationChanged) {
      const conversation = await adminConversation(app.db, change.conversationId);
      if (conversation) {
        realtime.publish(CHANNELS.inbox, SERVER_EVENTS.chatConversation, {
          channel: CHANNELS.inbox,
          conversation,
        } satisfies ChatConversationEvent);
        realtime.publish(channel, SERVER_EVENTS.chatConversation, {
          channel,
          conversation: { id: conversation.id, status: conversation.status },
        } satisfies ChatConversationEvent);
      }
    }
    if (change.memberUnread !== null) {
      const memberChannel = CHANNELS.member(change.memberId);
      realtime.publish(memberChannel, SERVER_EVENTS.chatUnread, {
        channel: memberChannel,
        count: change.memberUnread,
      } satisfies ChatUnreadEvent);
    }
  } catch (error) {
    app.log.error({ err: error, conversationId: change.conversationId }, 'chat events not published');
  }
}
