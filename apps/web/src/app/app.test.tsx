import { ACCESS_TOKEN_KEY, CONTENT, DRAWER_ITEMS, formatNumber, LABELS, UI } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import type { RouteHandle } from './route-handle';
import { routes } from './routes';
import { memberProfile } from '@/test/member-profile';

const PROFILE = memberProfile({
  member_level: 'gold',
  bank: { code: 'kbnk', name: 'ธนาคารกสิกรไทย', number: '1234567890', number_masked: '•••• 7890' },
});

function signIn() {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  return mockFetch({
    'GET /member/profile': () => ({ body: { data: PROFILE } }),
    'GET /credit': () => ({ body: { data: { credit: 12345.5 } } }),
    'POST /member/insert-active': () => ({ body: { data: { recorded: true } } }),
    'GET /member/bank': () => ({ body: { data: [] } }),
  });
}

/** The real route table plus one member-only page, as later features add them. */
function withMemberPage(): RouteObject[] {
  const root = routes[0] as NonIndexRouteObject;
  const memberPage: RouteObject = {
    path: 'member-page',
    handle: { memberOnly: true } satisfies RouteHandle,
    Component: () => <p>member page</p>,
  };
  return [{ ...root, children: [memberPage, ...(root.children ?? [])] }];
}

describe('app routes', () => {
  beforeEach(() => useDialogStore.getState().closeAll());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    mockFetch({});
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByText(UI.notFound)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the login dialog over the guest home at /', async () => {
    mockFetch({});
    renderRoutes(routes, '/');
    expect(await screen.findByRole('dialog', { name: UI.login })).toBeInTheDocument();
    expect(screen.getByText(UI.guestWelcome)).toBeInTheDocument();
  });

  it('moves /register?prefix=AB to /?prefix=AB with the register dialog', async () => {
    mockFetch({ 'GET /member/bank': () => ({ body: { data: [] } }) });
    const { router } = renderRoutes(routes, '/register?prefix=AB');
    expect(await screen.findByRole('dialog', { name: UI.registerStepTitle(1, 3) })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/?prefix=AB');
    expect(screen.queryByRole('dialog', { name: UI.login })).not.toBeInTheDocument();
  });

  it('sends a guest on a member page to the login dialog with a redirect', async () => {
    mockFetch({});
    const { router } = renderRoutes(withMemberPage(), '/member-page?amount=100');
    expect(await screen.findByRole('dialog', { name: UI.login })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/?redirect=member-page&amount=100'),
    );
  });

  it('sends a guest on /chat (members only) to the login dialog with a redirect back', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/chat');
    expect(await screen.findByRole('dialog', { name: UI.login })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/?redirect=chat'));
  });

  it('shows a guest the news page on /news with no dialog', async () => {
    mockFetch({
      'GET /announcement-feed': () => ({
        body: { data: [{ id: 1, image: null, description: 'ข่าวทดสอบ', created_at: '2026-01-02T03:04:05Z' }] },
      }),
    });
    renderRoutes(routes, '/news');
    expect(await screen.findByRole('heading', { name: CONTENT.newsTitle })).toBeInTheDocument();
    expect(await screen.findByText('ข่าวทดสอบ')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a member the wallet card, the badge and the drawer, without a login dialog', async () => {
    const fetchMock = signIn();
    const { user } = renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByTestId('credit')).toHaveTextContent(formatNumber(12345.5)));
    expect(screen.getByText(`${PROFILE.first_name} ${PROFILE.last_name}`)).toBeInTheDocument();
    expect(screen.getByText('GOLD')).toBeInTheDocument();
    // The wallet card and the quick actions both lead there.
    for (const [name, href] of [
      [LABELS.deposit, '/tx/deposit'],
      [LABELS.withdraw, '/tx/withdraw'],
    ]) {
      const links = screen.getAllByRole('link', { name });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('dialog', { name: UI.login })).not.toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/member/insert-active')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: LABELS.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: `${PROFILE.first_name} ${PROFILE.last_name}` });
    expect(within(drawer).getByText(`${UI.idLabel} ${PROFILE.tel}`)).toBeInTheDocument();
    const items = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual(DRAWER_ITEMS.map((item) => item.label));
    expect(within(drawer).getByRole('button', { name: LABELS.logout })).toBeInTheDocument();
  });

  it('sends a signed-in member from /login to / without a dialog', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/login');
    // /login renders the home page too, and the move to / mounts it again: query the document each
    // time rather than hold an element the move may replace.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.getByTestId('credit')).toHaveTextContent(/\d/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
