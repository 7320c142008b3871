import { CHAT_MESSAGES, type ChatMessage, type ChatSettings, type ChatStatus } from '@member/shared';
import type { Queryable } from '../../db/database';
import { AppError, badRequest } from '../../lib/app-error';
import { roundRobin, touchAssigned } from './assignment';
import { offlineSpellStart } from './business-hours';
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

/**
 * What members and agents do to a conversation, each inside the caller's transaction and under the
 * conversation's row lock, answering what changed so the events go out once it has committed.
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

const iso = (ms: number) => new Date(ms).toISOString();

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

const unchanged = (conversation: Conversation): Change => ({
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
async function assignIfOpenedUnassigned(
  tx: Queryable,
  conversation: Conversation,
  settings: ChatSettings,
  at: string,
): Promise<void> {
  if (conversation.assigneeId === null) await roundRobin(tx, conversation.id, settings.agentCap, at);
}

/** The fields of a move into `status`: a spell starts again when it leaves `resolved`. */
function statusPatch(conversation: Conversation, status: ChatStatus, at: string): ConversationPatch {
  const patch: ConversationPatch = { status, snoozedUntil: null };
  if (conversation.status === 'resolved' && status !== 'resolved') {
    patch.openedAt = at;
    patch.firstResponseAt = null;
  }
  return patch;
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
  const [message] = messages;
  if (!message) throw new Error('chat message stored but not found');
  const unreadAfter = await memberUnread(tx, after);
  return {
    created: true,
    message,
    change: {
      conversationId: conversation.id,
      memberId,
      messages,
      conversationChanged: true,
      read: created ? null : { reader: 'member', lastReadId: seq },
      memberUnread: unreadAfter === unreadBefore ? null : unreadAfter,
    },
  };
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
  if (!message) throw new Error('chat message stored but not found');
  const unreadAfter = await memberUnread(tx, after);
  return {
    created: true,
    message,
    change: {
      conversationId: conversation.id,
      memberId: conversation.memberId,
      messages: [message],
      conversationChanged: true,
      read: { reader: 'agent', lastReadId: seq },
      memberUnread: unreadAfter === unreadBefore ? null : unreadAfter,
    },
  };
}

/** A read pointer moves forward to `lastReadId` (the newest when absent), never back nor past the newest. */
function nextPointer(current: number, lastSeq: number, lastReadId: number | undefined): number {
  return Math.max(current, Math.min(lastReadId ?? lastSeq, lastSeq));
}

/** The member read their conversation up to a message: answers their unread count. */
export async function memberRead(
  tx: Queryable,
  conversationId: string,
  lastReadId: number | undefined,
  nowMs: number,
): Promise<{ count: number; change: Change }> {
  const locked = await lockConversation(tx, conversationId);
  if (!locked) throw conversationNotFound();
  const pointer = nextPointer(locked.memberReadSeq, locked.lastSeq, lastReadId);
  if (pointer === locked.memberReadSeq) return { count: await memberUnread(tx, locked), change: unchanged(locked) };
  const before = await memberUnread(tx, locked);
  const after = await updateConversation(tx, locked.id, { memberReadSeq: pointer }, iso(nowMs));
  const count = await memberUnread(tx, after);
  return {
    count,
    change: {
      ...unchanged(locked),
      conversationChanged: true,
      read: { reader: 'member', lastReadId: pointer },
      memberUnread: count === before ? null : count,
    },
  };
}

/** The team read a conversation up to a message. */
export async function agentRead(
  tx: Queryable,
  conversationId: number,
  lastReadId: number | undefined,
  nowMs: number,
): Promise<Change> {
  const locked = await lockConversation(tx, conversationId);
  if (!locked) throw conversationNotFound();
  const pointer = nextPointer(locked.agentReadSeq, locked.lastSeq, lastReadId);
  if (pointer === locked.agentReadSeq) return unchanged(locked);
  await updateConversation(tx, locked.id, { agentReadSeq: pointer }, iso(nowMs));
  return { ...unchanged(locked), conversationChanged: true, read: { reader: 'agent', lastReadId: pointer } };
}

/**
 * An agent moves a conversation to another state. Snoozing needs a time in the future; resolving
 * records the spell's resolution for its assignee (or, unassigned, the agent resolving it); leaving
 * `resolved` starts a new spell; opening one that no one has goes round-robin.
 */
export async function changeStatus(
  tx: Queryable,
  input: {
    conversation: Conversation;
    status: ChatStatus;
    snoozedUntil: string | undefined;
    operatorId: string;
    nowMs: number;
    settings: ChatSettings;
  },
): Promise<Change> {
  const { conversation, status, operatorId, nowMs, settings } = input;
  const at = iso(nowMs);
  const patch = statusPatch(conversation, status, at);
  if (status === 'snoozed') {
    const until = Date.parse(input.snoozedUntil ?? '');
    if (!Number.isFinite(until)) throw badRequest(CHAT_MESSAGES.snoozeUntilRequired);
    if (until <= nowMs) throw badRequest(CHAT_MESSAGES.snoozeUntilPast);
    patch.snoozedUntil = iso(until);
  }
  if (status === 'resolved' && conversation.status !== 'resolved') {
    await recordAgentEvent(tx, {
      operatorId: conversation.assigneeId ?? operatorId,
      conversationId: conversation.id,
      kind: 'resolution',
      openedAt: conversation.openedAt,
      at,
    });
  }
  const after = await updateConversation(tx, conversation.id, patch, at);
  if (status === 'open' && conversation.status !== 'open') await assignIfOpenedUnassigned(tx, after, settings, at);
  return { ...unchanged(conversation), conversationChanged: true };
}

/** A snoozed conversation whose time has come opens again (the sweep; a no-op when another process did it). */
export async function reopenIfDue(
  tx: Queryable,
  conversationId: string,
  nowMs: number,
  settings: ChatSettings,
): Promise<Change | null> {
  const conversation = await lockConversation(tx, conversationId);
  if (!conversation || conversation.status !== 'snoozed' || conversation.snoozedUntil === null) return null;
  if (Date.parse(conversation.snoozedUntil) > nowMs) return null;
  const at = iso(nowMs);
  const after = await updateConversation(tx, conversation.id, statusPatch(conversation, 'open', at), at);
  await assignIfOpenedUnassigned(tx, after, settings, at);
  return { ...unchanged(conversation), conversationChanged: true };
}

/** Gives the conversation to `operatorId` (or to no one), who must be an agent. */
export async function assign(
  tx: Queryable,
  conversation: Conversation,
  operatorId: string | null,
  nowMs: number,
): Promise<Change> {
  const at = iso(nowMs);
  if (operatorId !== null && operatorId !== conversation.assigneeId) await touchAssigned(tx, operatorId, at);
  await updateConversation(tx, conversation.id, { assigneeId: operatorId }, at);
  return { ...unchanged(conversation), conversationChanged: true };
}
