/** `ids` with the item at `from` moved to `to` (both clamped to the list); a new array, the input untouched. */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

/**
 * The rows in the operator's unsaved order: the draft's ids first (those still there), then any row the
 * draft does not know (added meanwhile) in the server's order. No draft: the server's order.
 */
export function orderedRows<R extends { id: number }>(rows: readonly R[], draft: readonly number[] | null): R[] {
  if (!draft) return [...rows];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const known = draft.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const inDraft = new Set(draft);
  return [...known, ...rows.filter((row) => !inDraft.has(row.id))];
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
