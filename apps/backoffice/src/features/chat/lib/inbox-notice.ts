import type { AdminChatConversation } from '@member/shared';

export interface InboxNotice {
  /** A conversation's first message, or a new one in a conversation that was going on. */
  kind: 'conversation' | 'message';
  row: AdminChatConversation;
}

/** A message written this long before the inbox opened is old news (clocks differ a little). */
const CLOCK_SLACK_MS = 5_000;

/**
 * Whether a change of a conversation is news for this agent: a member's message newer than the last one
 * seen of that conversation, written since the inbox opened, in a conversation that is the agent's own or
 * nobody's yet (another agent's conversation is theirs to hear about). A read, a state or an assignee
 * change is not news.
 */
export function noticeFor(
  row: AdminChatConversation,
  lastSeenId: number | undefined,
  myId: number | undefined,
  openedAt: number,
): InboxNotice | null {
  const last = row.lastMessage;
  if (!last || last.sender !== 'member') return null;
  if (lastSeenId !== undefined && last.id <= lastSeenId) return null;
  if (Date.parse(last.createdAt) < openedAt - CLOCK_SLACK_MS) return null;
  if (row.assignee !== null && row.assignee.id !== myId) return null;
  return { kind: last.id === 1 ? 'conversation' : 'message', row };
}
