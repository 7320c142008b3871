import type { ReactNode } from 'react';

/** Label and value lines of a transaction's details. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {items.map((item) => (
        <div key={item.label} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="text-right text-sm font-medium text-text">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
