import type { UIMatch } from 'react-router';

/**
 * What a route says about itself in its `handle`. A page only members may open sets
 * `memberOnly: true`; the guard then sends a visitor to /login with a redirect back to it. Every page
 * names its `title`.
 */
export interface RouteHandle {
  memberOnly?: boolean;
  /** The browser tab's title (PAGE_TITLES of @member/shared). */
  title?: string;
}

/** The title of the deepest matched route that has one. */
export function titleOfMatches(matches: UIMatch[]): string | undefined {
  return matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((title) => title !== undefined)
    .at(-1);
}

export function isMemberOnlyMatch(match: UIMatch): boolean {
  return (match.handle as RouteHandle | undefined)?.memberOnly === true;
}
