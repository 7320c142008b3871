import type { AdminChatConversation, ChatStatus, Page } from '@member/shared';
import type { InfiniteData } from '@tanstack/react-query';

export type AssigneeFilter = 'me' | 'unassigned' | 'all';

/** The inbox's filters (the URL's `status` and `assignee`). */
export interface InboxFilter {
  status: ChatStatus;
  assignee: AssigneeFilter;
}

/** Whether a conversation belongs in a list: its state, and its assignee (`me` by the signed-in agent's id). */
export function matchesFilter(row: AdminChatConversation, filter: InboxFilter, myId: number | undefined): boolean {
  if (row.status !== filter.status) return false;
  if (filter.assignee === 'unassigned') return row.assignee === null;
  if (filter.assignee === 'me') return myId !== undefined && row.assignee?.id === myId;
  return true;
}

const newestFirst = (a: AdminChatConversation, b: AdminChatConversation) =>
  Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;

/**
 * A list's pages after a conversation changed: the row leaves wherever it was and, if it still belongs,
 * comes back in the first page at its place by activity (a new message brings it to the top). The total
 * follows. Pages already loaded keep their rows (the server's offsets move anyway; the screen shows each
 * conversation once).
 */
export function applyRow(
  data: InfiniteData<Page<AdminChatConversation>>,
  row: AdminChatConversation,
  belongs: boolean,
): InfiniteData<Page<AdminChatConversation>> {
  const wasThere = data.pages.some((page) => page.items.some((item) => item.id === row.id));
  if (!wasThere && !belongs) return data;
  const pages = data.pages.map((page, index) => {
    const items = page.items.filter((item) => item.id !== row.id);
    if (index === 0 && belongs) items.push(row);
    if (index === 0) items.sort(newestFirst);
    return { ...page, items, total: page.total + (belongs ? 1 : 0) - (wasThere ? 1 : 0) };
  });
  return { ...data, pages };
}

/** Every conversation of the loaded pages, once, in the order shown. */
export function rowsOf(data: InfiniteData<Page<AdminChatConversation>> | undefined): AdminChatConversation[] {
  if (!data) return [];
  const seen = new Set<number>();
  const rows: AdminChatConversation[] = [];
  for (const page of data.pages) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/** The member's name as the inbox shows it. */
export const memberName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();
