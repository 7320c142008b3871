import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A full-width link to a next step, with its icon and a chevron. */
export function ActionLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-text transition hover:border-accent/60"
    >
      {icon}
      <span className="flex-1">{children}</span>
      <span aria-hidden="true" className="text-muted">
        ›
      </span>
    </Link>
  );
}
