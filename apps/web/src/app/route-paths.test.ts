// The route table and the guard's page lists write their paths out, to keep the paths map out of a guest's
// first load (it would add about 0.4 KB); this checks that each of them is a path of the map all the same.
import { MEMBER_ROUTES } from '@member/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import { DIALOG_HIDDEN_PATHS, DIALOG_PATHS, GUEST_PATHS } from './guest-pages';
import { routes } from './routes';

/** Every string of the map, however deep. */
function mapPaths(node: object): string[] {
  return Object.values(node).flatMap((value) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? mapPaths(value) : [],
  );
}

/** Every route's full path (a child's relative path joined to its parent's). */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const full = own.replace(/\/+/g, '/');
    return [...(route.path === undefined ? [] : [full]), ...routePaths(route.children ?? [], own)];
  });
}

describe('the paths written out in the entry', () => {
  const known = new Set([
    ...mapPaths(paths),
    ...(['week', 'last-week', 'flush'] as const).map((period) => paths.refer.rankingOf(period)),
  ]);

  it('every route registers a path of the map', () => {
    const registered = routePaths(routes).filter((path) => path !== '/*');
    expect(registered.length).toBeGreaterThan(50);
    expect(registered.filter((path) => !known.has(path))).toEqual([]);
  });

  it('the router registers exactly the shared route table the server answers 404 by', () => {
    const registered = new Set(routePaths(routes).filter((path) => path !== '/*'));
    expect([...registered].sort()).toEqual([...new Set(Object.values(MEMBER_ROUTES))].sort());
  });

  it("the guard's page lists hold paths of the map", () => {
    const listed = [...GUEST_PATHS, ...DIALOG_HIDDEN_PATHS, ...DIALOG_PATHS];
    expect(listed.filter((path) => !known.has(path))).toEqual([]);
  });
});
