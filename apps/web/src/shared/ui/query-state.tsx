import { SERVER_MESSAGES, UI } from '@member/shared';
import { Button } from './button';
import { Spinner } from './spinner';

/** What a page shows while its data loads, or when it could not load (with the reason and a retry). */
export function QueryState({ error, onRetry }: { error?: Error | null; onRetry?: () => void }) {
  if (!error) {
    return (
      <div className="grid place-items-center py-16" role="status" aria-label={UI.loading}>
        <Spinner />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <p className="text-text/85">{error.message || UI.loadError}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {UI.retry}
        </Button>
      )}
    </div>
  );
}

/** A detail page opened without its id or reference. */
export function missingError(): Error {
  return new Error(SERVER_MESSAGES.notFound);
}
