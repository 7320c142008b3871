// The server answers 404 for a /backoffice/... page that is not in the shared route table: the router
// must register exactly that table.
import { BACKOFFICE_ROUTE_PATTERNS } from '@member/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every route's full path (a child's relative path joined to its parent's). */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const full = own.replace(/\/+/g, '/') || '/';
    return [...(route.path === undefined ? [] : [full]), ...routePaths(route.children ?? [], own)];
  });
}

describe('the back office route table', () => {
  it('registers exactly the shared patterns (plus the catch-all 404)', () => {
    const registered = new Set(routePaths(routes).filter((path) => path !== '/*'));
    // The index route of the signed-in frame is the home page, '/'.
    registered.add('/');
    expect([...registered].sort()).toEqual([...new Set(BACKOFFICE_ROUTE_PATTERNS)].sort());
  });
});
