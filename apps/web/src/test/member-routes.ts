import { ACCESS_TOKEN_KEY, documentTitle, UI } from '@member/shared';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { expect } from 'vitest';
import { type MockReply, mockFetch } from './fetch-mock';
import { memberProfile } from './member-profile';
import { renderRoutes } from './render';

/** Route tests of the whole app: a signed-in member, a guest sent to log in, a page under its title. */

type Handler = Parameters<typeof mockFetch>[0][string];

const ok = (data: unknown) => (): MockReply => ({ body: { data } });

/** What every member page of the app asks: the profile, the credit (500) and the activity ping. */
export const MEMBER_SHELL: Record<string, Handler> = {
  'GET /member/profile': ok(memberProfile()),
  'GET /credit': ok({ credit: 500 }),
  'POST /member/insert-active': ok({ recorded: true }),
};

/** A signed-in member (a token in storage) whose API answers `handlers` (test/fetch-mock). */
export function signInWith(handlers: Record<string, Handler>) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  return mockFetch(handlers);
}

/** Where the router is now, path and query. */
export function locationOf(router: ReturnType<typeof renderRoutes>['router']): string {
  return router.state.location.pathname + router.state.location.search;
}

/** A guest at `path` gets the login dialog, and the address keeps where to come back to. */
export async function expectGuestSentToLogin(routes: RouteObject[], path: string): Promise<void> {
  mockFetch({});
  const { router } = renderRoutes(routes, path);
  expect(await screen.findByRole('dialog', { name: UI.login })).toBeInTheDocument();
  await waitFor(() => expect(locationOf(router)).toBe(`/?redirect=${path.slice(1)}`));
}

/** `path` opens its page: the h1 and the tab say `title`, and it is not the not-found page. */
export async function expectTitledPage(routes: RouteObject[], path: string, title: string): Promise<void> {
  renderRoutes(routes, path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(documentTitle(title)));
  expect(screen.queryByText(UI.notFound)).not.toBeInTheDocument();
}
