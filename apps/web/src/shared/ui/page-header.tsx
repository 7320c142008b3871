import { LABELS } from '@member/shared';
import { Link } from 'react-router';

/** A page's title with a back link. */
export function PageHeader({ title, backTo }: { title: string; backTo: string }) {
  return (
    <header className="flex items-center gap-2 pt-4">
      <Link
        to={backTo}
        aria-label={LABELS.back}
        className="grid size-11 shrink-0 place-items-center rounded-full border border-line bg-surface-2 text-muted hover:text-text"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m15 6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <h1 className="text-lg font-semibold text-gold">{title}</h1>
    </header>
  );
}
