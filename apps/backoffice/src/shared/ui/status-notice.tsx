import type { ReactNode } from 'react';

/**
 * A short line that says a change was saved: read out politely by screen readers. Rendered always (an
 * empty live region) so the announcement is heard when the text arrives.
 */
export function SuccessNotice({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <p role="status" className={`text-sm font-semibold text-green-800 empty:hidden ${className}`}>
      {children}
    </p>
  );
}

/** The server's Thai message of a refusal (or the form's), as an alert. Nothing when there is none. */
export function ErrorNotice({ message, className = '' }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      {message}
    </p>
  );
}
