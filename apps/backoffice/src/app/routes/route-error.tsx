import { isChunkLoadError } from '@member/web-kit';
import { BO_APP } from '@member/shared/backoffice';
import { useRouteError } from 'react-router';
import { QueryState } from '@/shared/ui/query-state';

/** What a screen that threw shows: the message, and a reload when its chunk is gone. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error))
    return <QueryState error={new Error(BO_APP.chunkFailed)} onRetry={() => window.location.reload()} />;
  return <QueryState error={error} onRetry={() => window.location.reload()} />;
}
