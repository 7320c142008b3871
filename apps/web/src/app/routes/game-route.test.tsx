import { ACCESS_TOKEN_KEY, CONTENT, GAME, REGISTER_HINTS, UI } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, sentBodies } from '@/test/fetch-mock';
import { memberProfile } from '@/test/member-profile';
import { renderRoutes } from '@/test/render';
import { routes } from '../routes';

const GAMES = [
  {
    provider: { code: 'sandbox', name: 'ค่ายทดลอง' },
    games: [{ code: 'slot', name: 'สล็อตผลไม้', image: '/games/sandbox/slot.svg' }],
  },
];
const LAUNCH = {
  url: '/games/sandbox/play?token=abc&game=slot',
  token: 'abc',
  expires_at: '2026-01-01T00:05:00.000Z',
};

/** A member on /game whose credit is `credits` one answer after another (the last one repeats). */
function signIn(credits: number[], overrides: Record<string, () => { status?: number; body: unknown }> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  let calls = 0;
  return mockFetch({
    'GET /member/profile': () => ({ body: { data: memberProfile({ tel: '0898765432', game_username: '' }) } }),
    'GET /credit': () => ({ body: { data: { credit: credits[Math.min(calls++, credits.length - 1)] } } }),
    'POST /member/insert-active': () => ({ body: { data: { recorded: true } } }),
    'GET /play/games': () => ({ body: { data: GAMES } }),
    'POST /play/launch': () => ({ body: { data: LAUNCH } }),
    ...overrides,
  });
}

describe('/game', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the game username, the password note, the credit and the providers’ games', async () => {
    signIn([250]);
    renderRoutes(routes, '/game');
    expect(await screen.findByRole('heading', { name: CONTENT.gameTitle })).toBeInTheDocument();
    // Without a username from the server, the phone number's digits (gameUsername).
    expect(screen.getByTestId('game-username')).toHaveTextContent('0898765432');
    expect(screen.getByText(CONTENT.gamePasswordValue)).toBeInTheDocument();
    expect(screen.getByText(REGISTER_HINTS.gamePassword)).toBeInTheDocument();
    expect(await screen.findByTestId('credit')).toHaveTextContent('250');
    const provider = await screen.findByRole('region', { name: 'ค่ายทดลอง' });
    expect(within(provider).getByText('สล็อตผลไม้')).toBeInTheDocument();
    expect(provider.querySelector('img')).toHaveAttribute('src', '/games/sandbox/slot.svg');
    expect(within(provider).getByRole('button', { name: GAME.playGame('สล็อตผลไม้') })).toBeEnabled();
  });

  it('launches a game full-screen in a frame, and refreshes the credit when it closes', async () => {
    const fetchMock = signIn([250, 180]);
    const { user } = renderRoutes(routes, '/game');
    await user.click(await screen.findByRole('button', { name: GAME.playGame('สล็อตผลไม้') }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/play/launch')).toEqual([{ provider: 'sandbox', game: 'slot' }]),
    );
    const frame = await screen.findByRole('dialog', { name: 'สล็อตผลไม้' });
    expect(within(frame).getByTitle(GAME.frameTitle('สล็อตผลไม้'))).toHaveAttribute('src', LAUNCH.url);
    expect(screen.getByTestId('credit')).toHaveTextContent('250');

    await user.click(within(frame).getByRole('button', { name: GAME.close }));
    expect(screen.queryByRole('dialog', { name: 'สล็อตผลไม้' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('credit')).toHaveTextContent('180'));
  });

  it('closes the game with Escape too', async () => {
    signIn([250]);
    const { user } = renderRoutes(routes, '/game');
    await user.click(await screen.findByRole('button', { name: GAME.playGame('สล็อตผลไม้') }));
    await screen.findByRole('dialog', { name: 'สล็อตผลไม้' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'สล็อตผลไม้' })).not.toBeInTheDocument();
  });

  it('tells why a launch was refused', async () => {
    signIn([250], {
      'POST /play/launch': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'ไม่พบเกมนี้หรือค่ายเกมปิดอยู่' } },
      }),
    });
    const { user } = renderRoutes(routes, '/game');
    await user.click(await screen.findByRole('button', { name: GAME.playGame('สล็อตผลไม้') }));
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent('ไม่พบเกมนี้หรือค่ายเกมปิดอยู่');
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('says so when no game is on offer', async () => {
    signIn([0], { 'GET /play/games': () => ({ body: { data: [] } }) });
    renderRoutes(routes, '/game');
    expect(await screen.findByText(GAME.providersEmpty)).toBeInTheDocument();
  });
});
