import { PAGE_TITLES } from '@member/shared';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '@member/web-kit';
import { ErrorPage } from '@/shared/ui/error-page';
import { useNavigationFailure } from '../navigation-status';
import { useDocumentTitle } from '../use-document-title';

/** Error boundary of every page: 404 for unknown routes, 500 by default (SPEC.md §8). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useDocumentTitle(status === 404 ? PAGE_TITLES.notFound : PAGE_TITLES.error);

  useEffect(() => {
    if (status !== 404) useNavigationFailure.getState().setFailed(true);
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error, status]);

  return <ErrorPage status={status} />;
}
