import type { Page } from '@member/shared';

/** Rows the server answered whole (an affiliate's downlines, their newest commissions) as the table's one page. */
export function onePage<T>(items: T[]): Page<T> {
  return { items, page: 1, limit: Math.max(1, items.length), total: items.length };
}
