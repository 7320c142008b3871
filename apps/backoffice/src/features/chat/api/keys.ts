import type { InboxFilter } from '../lib/conversation-list';

/** Query keys: a conversation's change reaches every list, the counts and its own detail. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: ['chat', 'conversations'] as const,
  list: (filter: InboxFilter) => ['chat', 'conversations', filter.status, filter.assignee] as const,
  counts: ['chat', 'counts'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  agents: ['chat', 'agents'] as const,
  canned: ['chat', 'canned-replies'] as const,
  settings: ['chat', 'settings'] as const,
  stats: (from: string, to: string) => ['chat', 'stats', from, to] as const,
};
