import type { UIMatch } from 'react-router';

/**
 * What a route says about itself in its `handle`. A page only members may open sets
 * `memberOnly: true`; the guard then sends a visitor to /login with a redirect back to it.
 */
export interface RouteHandle {
  memberOnly?: boolean;
}

export function isMemberOnlyMatch(match: UIMatch): boolean {
  return (match.handle as RouteHandle | undefined)?.memberOnly === true;
}
