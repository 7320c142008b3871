import { documentTitle } from '@member/shared';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { titleOfMatches } from './route-handle';

/** Keeps the browser tab's title on the current page's Thai title (the route's `handle.title`). */
export function useDocumentTitle(override?: string) {
  const matches = useMatches();
  const pageTitle = override ?? titleOfMatches(matches);
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
