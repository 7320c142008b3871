import { ACCESS_TOKEN_KEY, TURNOVER_TEXTS, UI } from '@member/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { mockFetch, sentBodies } from '@/test/fetch-mock';
import { MEMBER_SHELL, signInWith } from '@/test/member-routes';
import { memberTurnover } from '@/test/member-turnover';
import { renderRoutes } from '@/test/render';

describe('turnover on the home wallet card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a member's progress under the credit", async () => {
    const fetchMock = signInWith({
      ...MEMBER_SHELL,
      'GET /member/turnover': () => ({ body: { data: memberTurnover() } }),
    });
    renderRoutes(routes, '/');
    const bar = await screen.findByRole('progressbar', { name: TURNOVER_TEXTS.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(screen.getByText(TURNOVER_TEXTS.progress(250, 1000))).toBeInTheDocument();
    expect(screen.getByText(TURNOVER_TEXTS.left(750))).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'GET', '/member/turnover')).toHaveLength(1);
  });

  it('shows no bar to a member with nothing open', async () => {
    const fetchMock = signInWith({
      ...MEMBER_SHELL,
      'GET /member/turnover': () => ({ body: { data: memberTurnover([]) } }),
    });
    renderRoutes(routes, '/');
    await waitFor(() => expect(sentBodies(fetchMock, 'GET', '/member/turnover')).toHaveLength(1));
    expect(await screen.findByTestId('credit')).toHaveTextContent('500.00');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never asks for a guest', async () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    const fetchMock = mockFetch({});
    renderRoutes(routes, '/');
    expect(await screen.findByRole('dialog', { name: UI.login })).toBeInTheDocument();
    expect(screen.getByText(UI.guestWelcome)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'GET', '/member/turnover')).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
