import { DIALOG_HIDDEN_PATHS, DIALOG_PATHS, normalizePath, RETURN_PATHS } from './guest-pages';

export type GuardDialog = 'login' | 'register' | 'none';

export interface GuardInput {
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  signedIn: boolean;
  /** The path the member came from within the app, or null on the first page. */
  previousPath: string | null;
  /**
   * Whether the matched route is a built page only members may open (its route `handle`).
   * Pages not built yet match no route and show 404 to everyone.
   */
  memberOnly: boolean;
}

export interface GuardDecision {
  dialog: GuardDialog;
  /** Where to go (replacing the history entry), or null to stay. */
  navigateTo: string | null;
}

const STAY: GuardDecision = { dialog: 'none', navigateTo: null };

/** The query exactly as it came (SPEC.md §2: kept as it was). */
function withQuery(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${path}?${query}` : path;
}

/**
 * The route guard of SPEC.md §2 as a pure decision (decision 0021):
 * - a `prefix` query parameter makes the path count as /register;
 * - /login, /register, and / with nobody signed in show the matching dialog (the other hidden), then
 *   go back to the previous page when it is one a dialog may cover, otherwise to /, keeping the query;
 * - a visitor on a member-only page goes to /login with `redirect` = the path without its slash;
 * - a signed-in member on /login or /register goes to / without a dialog;
 * - no dialog on /news, /contact and /forgot-password.
 */
export function decideGuard({ pathname, search, signedIn, previousPath, memberOnly }: GuardInput): GuardDecision {
  const path = normalizePath(pathname);
  if (DIALOG_HIDDEN_PATHS.has(path)) return STAY;

  const params = new URLSearchParams(search);
  const effectivePath = params.has('prefix') ? '/register' : path;
  const onDialogPath = DIALOG_PATHS.has(path);

  if (signedIn) return onDialogPath ? { dialog: 'none', navigateTo: '/' } : STAY;

  if (DIALOG_PATHS.has(effectivePath) || effectivePath === '/') {
    const dialog = effectivePath === '/register' ? 'register' : 'login';
    const previous = previousPath === null ? null : normalizePath(previousPath);
    const target = previous !== null && RETURN_PATHS.has(previous) ? previous : '/';
    return { dialog, navigateTo: target === path ? null : withQuery(target, search) };
  }

  if (memberOnly) {
    // Slashes stay readable in the redirect value; each segment is still encoded.
    const redirect = path.slice(1).split('/').map(encodeURIComponent).join('/');
    const rest = search.startsWith('?') ? search.slice(1) : search;
    return { dialog: 'none', navigateTo: `/login?redirect=${redirect}${rest ? `&${rest}` : ''}` };
  }
  return STAY;
}
