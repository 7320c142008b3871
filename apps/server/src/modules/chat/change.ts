import { CHAT_MESSAGES, type ChatMessage, type ChatSettings, type ChatStatus } from '@member/shared';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { roundRobin } from './assignment';
import type { Conversation, ConversationPatch } from './conversations';

/**
 * What members and agents do to a conversation (`sends.ts`, `read-pointers.ts`, `state-changes.ts`), each
 * inside the caller's transaction and under the conversation's row lock, answers what changed so the events
 * go out once it has committed; here is that answer and what the three share.
 */

/** What changed, for the socket's events (published after the commit). */
export interface Change {
  conversationId: string;
  memberId: string;
  /** New messages, in order. */
  messages: ChatMessage[];
  /** The conversation's row changed (state, assignee, pointers, last message). */
  conversationChanged: boolean;
  read: { reader: 'member' | 'agent'; lastReadId: number } | null;
  /** The member's unread count, when it changed. */
  memberUnread: number | null;
}

export const conversationNotFound = () => new AppError(404, 'NOT_FOUND', CHAT_MESSAGES.conversationNotFound);

export const iso = (ms: number) => new Date(ms).toISOString();

export const unchanged = (conversation: Conversation): Change => ({
  conversationId: conversation.id,
  memberId: conversation.memberId,
  messages: [],
  conversationChanged: false,
  read: null,
  memberUnread: null,
});

/**
 * The conversation opened (made, or reopened from another state): round-robin gives it to an agent
 * when it has none.
 */
export async function assignIfOpenedUnassigned(
  tx: Queryable,
  conversation: Conversation,
  settings: ChatSettings,
  at: string,
): Promise<void> {
  if (conversation.assigneeId === null) await roundRobin(tx, conversation.id, settings.agentCap, at);
}

/** The fields of a move into `status`: a spell starts again when it leaves `resolved`. */
export function statusPatch(conversation: Conversation, status: ChatStatus, at: string): ConversationPatch {
  const patch: ConversationPatch = { status, snoozedUntil: null };
  if (conversation.status === 'resolved' && status !== 'resolved') {
    patch.openedAt = at;
    patch.firstResponseAt = null;
  }
  return patch;
}
