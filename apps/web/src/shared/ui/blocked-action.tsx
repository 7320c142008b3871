import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

export interface NextStep {
  to: string;
  label: string;
}

/** Why an action is disabled, and the step that would make it possible (a link). */
export function BlockedReason({ id, reason, next }: { id: string; reason: string; next?: NextStep }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-xs">
      <span id={id} data-testid="blocked-reason" className="text-amber-200">
        {reason}
      </span>
      {next && (
        <Link
          to={next.to}
          className="inline-flex min-h-11 items-center font-semibold text-gold underline underline-offset-2"
        >
          {next.label}
        </Link>
      )}
    </p>
  );
}

/**
 * An action that cannot succeed now: the button stays in its place but disabled, described by the
 * reason beside it (aria-describedby, as the promotion cards do), with the step that would make it possible.
 */
export function BlockedAction({
  label,
  reason,
  next,
  className = '',
}: {
  label: ReactNode;
  reason: string;
  /** The step that makes the action possible, e.g. `ฝากเงินเพื่อรับเหรียญ` → the deposit page. */
  next?: NextStep;
  className?: string;
}) {
  const reasonId = useId();
  return (
    <div data-testid="blocked-action" className={`flex flex-col gap-2 ${className}`}>
      <Button className="w-full" disabled aria-describedby={reasonId}>
        {label}
      </Button>
      <BlockedReason id={reasonId} reason={reason} next={next} />
    </div>
  );
}
