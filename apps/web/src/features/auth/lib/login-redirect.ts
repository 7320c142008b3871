import { linkTarget } from '@member/shared';

/** Query parameters that belong to the login itself and never travel on. */
const LOGIN_PARAMS = ['tel', 'password', 'redirect'];

function queryWithout(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Where to go after a login (SPEC.md §4): `/` + the `redirect` value with the other query parameters,
 * or null when there is none or it would leave this site (leading slashes are dropped; a tab, a
 * backslash or a control character anywhere makes it no path of this site: the shared link rule).
 */
export function loginRedirectTarget(search: string): string | null {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect === null || redirect.trim() === '') return null;
  const path = redirect.replace(/^[\\/]+/, '');
  const target = `/${path}${queryWithout(search, LOGIN_PARAMS)}`;
  return linkTarget(target)?.kind === 'internal' ? target : null;
}

/** The current address without the credentials of an auto-login link. */
export function urlWithoutCredentials(pathname: string, search: string): string {
  return `${pathname}${queryWithout(search, ['tel', 'password'])}`;
}
