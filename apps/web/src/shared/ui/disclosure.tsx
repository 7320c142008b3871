import { type ReactNode, useId, useState } from 'react';

/**
 * A titled panel that starts closed: a real button (Enter and Space open it) says whether it is open
 * (aria-expanded); the content is not rendered until then, so nothing of it is read or fetched early.
 */
export function Disclosure({
  title,
  children,
  className = '',
  testId,
  heading,
}: {
  title: string;
  /** A page section's panel is also its heading (the button inside it); a panel in a list row is not. */
  heading?: 'h2' | 'h3';
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((value) => !value)}
      className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left text-sm font-semibold text-text"
    >
      <span>{title}</span>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`size-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </button>
  );
  const Heading = heading;
  return (
    <div data-testid={testId} className={`rounded-2xl border border-line bg-surface ${className}`}>
      {Heading ? <Heading className="m-0">{toggle}</Heading> : toggle}
      <div
        id={panelId}
        hidden={!open}
        className={open ? 'flex flex-col gap-3 border-t border-line px-4 py-3' : undefined}
      >
        {open && children}
      </div>
    </div>
  );
}
