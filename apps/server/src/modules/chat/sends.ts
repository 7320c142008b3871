import type { ChatMessage, ChatSettings } from '@member/shared';
import type { Queryable } from '../../db/database';
import { touchAssigned } from './assignment';
import { offlineSpellStart } from './business-hours';
import { assignIfOpenedUnassigned, type Change, conversationNotFound, iso, statusPatch, unchanged } from './change';
import {
  type Conversation,
  type ConversationPatch,
  lockConversation,
  lockOrCreateMemberConversation,
  memberUnread,
  updateConversation,
} from './conversations';
import { requireOwnFile } from './files';
import { insertMessage, messageByClientId, messageBySeq, type UrlFor } from './messages';
import { recordAgentEvent } from './stats';

/** A message sent by a member or an agent, stored once by its client id. */

export interface SendInput {
  text?: string;
  file_id?: string;
  client_message_id: string;
}

export interface SendResult {
  /** False for a resend: the stored message, nothing stored. */
  created: boolean;
  message: ChatMessage;
  change: Change;
}

/**
 * A send stored once, at the conversation's next id: a resend (its client id stored already) answers the
 * stored message; a file must be the sender's own upload. Under the conversation's lock, so the unique
 * index on the client id is only the last word.
 */
async function storeSend(
  tx: Queryable,
  conversation: Conversation,
  author: { sender: 'member' | 'agent'; id: string },
  send: SendInput,
  at: string,
  urlFor: UrlFor,
): Promise<{ resent: ChatMessage } | { seq: number }> {
  const { sender, id } = author;
  const stored = await messageByClientId(tx, conversation.id, sender, send.client_message_id, urlFor);
  if (stored) return { resent: stored };
  if (send.file_id) await requireOwnFile(tx, send.file_id, { kind: sender === 'member' ? 'member' : 'operator', id });
  const seq = conversation.lastSeq + 1;
  const inserted = await insertMessage(tx, {
    conversationId: conversation.id,
    seq,
    sender,
    operatorId: sender === 'agent' ? id : null,
    text: send.text || null,
    fileId: send.file_id ?? null,
    clientMessageId: send.client_message_id,
    at,
  });
  if (inserted) return { seq };
  // Only reachable if the lock was bypassed; the unique index still stores it once.
  const again = await messageByClientId(tx, conversation.id, sender, send.client_message_id, urlFor);
  if (again) return { resent: again };
  throw new Error('chat message neither stored nor found');
}

/** What a stored send answers: its first message, and what changed (the member's unread count when it moved). */
async function sent(
  tx: Queryable,
  after: Conversation,
  messages: ChatMessage[],
  read: Change['read'],
  unreadBefore: number,
): Promise<SendResult> {
  const [message] = messages;
  if (!message) throw new Error('chat message stored but not found');
  const unreadAfter = await memberUnread(tx, after);
  return {
    created: true,
    message,
    change: {
      conversationId: after.id,
      memberId: after.memberId,
      messages,
      conversationChanged: true,
      read,
      memberUnread: unreadAfter === unreadBefore ? null : unreadAfter,
    },
  };
}

/**
 * A member's message: made in their conversation (created on the first), which it reopens; outside
 * business hours the first message of an offline spell is answered by the offline message. A resend
 * (same client id) answers the stored message.
 */
export async function memberSend(
  tx: Queryable,
  input: { memberId: string; send: SendInput; nowMs: number; settings: ChatSettings; urlFor: UrlFor },
): Promise<SendResult> {
  const { memberId, send, nowMs, settings, urlFor } = input;
  const at = iso(nowMs);
  const { conversation, created } = await lockOrCreateMemberConversation(tx, memberId, at);
  const unreadBefore = created ? 0 : await memberUnread(tx, conversation);
  const stored = await storeSend(tx, conversation, { sender: 'member', id: memberId }, send, at, urlFor);
  if ('resent' in stored) return { created: false, message: stored.resent, change: unchanged(conversation) };
  const { seq } = stored;
  let lastSeq = seq;
  const patch: ConversationPatch = { ...statusPatch(conversation, 'open', at), memberReadSeq: seq };
  const spellStart = offlineSpellStart(settings.businessHours, nowMs);
  const offlineReply =
    spellStart !== null &&
    settings.offlineMessage !== '' &&
    (conversation.offlineRepliedAt === null || Date.parse(conversation.offlineRepliedAt) < spellStart);
  if (offlineReply) {
    lastSeq += 1;
    await insertMessage(tx, {
      conversationId: conversation.id,
      seq: lastSeq,
      sender: 'system',
      operatorId: null,
      text: settings.offlineMessage,
      fileId: null,
      clientMessageId: null,
      at,
    });
    patch.offlineRepliedAt = at;
  }
  const after = await updateConversation(tx, conversation.id, { ...patch, lastSeq, lastMessageAt: at }, at);
  if (created || conversation.status !== 'open') await assignIfOpenedUnassigned(tx, after, settings, at);

  const messages: ChatMessage[] = [];
  for (let n = seq; n <= lastSeq; n += 1) {
    const message = await messageBySeq(tx, conversation.id, n, urlFor);
    if (message) messages.push(message);
  }
  return sent(tx, after, messages, created ? null : { reader: 'member', lastReadId: seq }, unreadBefore);
}

/**
 * An agent's reply: taking the conversation when no one has it, and recording the spell's first
 * response. The team has read everything up to its own reply.
 */
export async function agentSend(
  tx: Queryable,
  input: { conversationId: number; operatorId: string; send: SendInput; nowMs: number; urlFor: UrlFor },
): Promise<SendResult> {
  const { operatorId, send, nowMs, urlFor } = input;
  const at = iso(nowMs);
  const conversation = await lockConversation(tx, input.conversationId);
  if (!conversation) throw conversationNotFound();
  const unreadBefore = await memberUnread(tx, conversation);
  const stored = await storeSend(tx, conversation, { sender: 'agent', id: operatorId }, send, at, urlFor);
  if ('resent' in stored) return { created: false, message: stored.resent, change: unchanged(conversation) };
  const { seq } = stored;
  const patch: ConversationPatch = { lastSeq: seq, lastMessageAt: at, agentReadSeq: seq };
  if (conversation.assigneeId === null) {
    patch.assigneeId = operatorId;
    await touchAssigned(tx, operatorId, at);
  }
  if (conversation.firstResponseAt === null) {
    patch.firstResponseAt = at;
    await recordAgentEvent(tx, {
      operatorId,
      conversationId: conversation.id,
      kind: 'first_response',
      openedAt: conversation.openedAt,
      at,
    });
  }
  const after = await updateConversation(tx, conversation.id, patch, at);
  const message = await messageBySeq(tx, conversation.id, seq, urlFor);
  return sent(tx, after, message ? [message] : [], { reader: 'agent', lastReadId: seq }, unreadBefore);
}
