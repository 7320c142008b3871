import { BO_APP } from '@member/shared/backoffice';
import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router';

/** What a route says about itself in its `handle` (routes.tsx's `screen` sets it for every screen). */
export interface RouteHandle {
  title?: string;
}

/** The matched routes' titles, the deepest first ("แบนเนอร์", "เนื้อหาเว็บไซต์"); a repeat is dropped. */
export function titlesOfMatches(matches: readonly UIMatch[]): string[] {
  const titles = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((title) => title !== undefined);
  return [...new Set(titles)].reverse();
}

/** Keeps the browser tab's title on the current screen's (WCAG 2.4.2), so each tab of the back office says which screen it is. */
export function useDocumentTitle() {
  const title = BO_APP.tabTitle(titlesOfMatches(useMatches()));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
