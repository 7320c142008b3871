import type { Queryable } from '../../db/database';
import { type Change, conversationNotFound, iso, unchanged } from './change';
import { lockConversation, memberUnread, updateConversation } from './conversations';

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
