import { CHAT_MESSAGES, type ChatSettings, type ChatStatus } from '@member/shared';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { touchAssigned } from './assignment';
import { assignIfOpenedUnassigned, type Change, iso, statusPatch, unchanged } from './change';
import { type Conversation, lockConversation, updateConversation } from './conversations';
import { recordAgentEvent } from './stats';

/** A conversation's state (open, snoozed, resolved) and its assignee, changed by an agent or the snooze sweep. */

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
