import { BO_APP } from '@member/shared/backoffice';
import { Button } from './button';
import { Spinner } from './spinner';

/** What a screen shows while its data loads, or when loading it failed (with the server's Thai message). */
export function QueryState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (!error) {
    return (
      <div className="flex items-center gap-3 p-6 text-muted" role="status">
        <Spinner />
        {BO_APP.loading}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <p className="font-semibold">{BO_APP.loadFailed}</p>
      {error instanceof Error && <p className="text-sm">{error.message}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {BO_APP.retry}
        </Button>
      )}
    </div>
  );
}
