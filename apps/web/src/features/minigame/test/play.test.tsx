import { IDEMPOTENCY_KEY_PATTERN, MINIGAME, MINIGAME_MESSAGES, type MinigamePlayResult, UI } from '@member/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, sentHeaders } from '@/test/fetch-mock';
import { MUTE_KEY } from '../lib/sound';
import { segmentUnderPointer } from '../lib/wheel';
import {
  call,
  callsTo,
  GAMES,
  game,
  ok,
  playResult,
  preferReducedMotion,
  refused,
  renderMinigameAt,
  SEED,
  SETTINGS,
  signInMinigame,
  VECTOR,
} from './fixtures';

const confetti = vi.hoisted(() => ({ create: vi.fn(() => async () => undefined) }));
vi.mock('canvas-confetti', () => ({ default: confetti }));

const WON = playResult({ prizeIndex: 4, prize: { kind: 'credit', amount: 5, label: 'เครดิต 5.00 บาท' } });
const LOST = playResult({ prizeIndex: 0, prize: { kind: 'nothing', amount: 0, label: 'ไม่ได้รางวัล' } });

/** Answers each play with the next result. */
function plays(...results: MinigamePlayResult[]) {
  return () => ok(results.shift());
}

/** The animation frames, run by hand: `advance(ms)` plays that much of the animation at 60 frames a second. */
function manualFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  let now = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return {
    advance(ms: number) {
      const end = now + ms;
      while (now < end) {
        now += 16;
        const due = [...callbacks.values()];
        callbacks.clear();
        for (const callback of due) callback(now);
      }
    },
  };
}

describe('/mini-game/play', () => {
  beforeEach(() => preferReducedMotion());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    confetti.create.mockClear();
  });

  it('shows the first game with its prize table and the fairness panel before any play', async () => {
    signInMinigame();
    const { user } = renderMinigameAt('/mini-game/play');
    expect(await screen.findByRole('heading', { level: 2, name: 'วงล้อนำโชค' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: MINIGAME.wheelLabel('วงล้อนำโชค') })).toBeInTheDocument();
    const rows = screen.getAllByTestId('prize-row');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('ไม่ได้รางวัล');
    expect(rows[0]).toHaveTextContent('35%');
    expect(rows[7]).toHaveTextContent('0.5%');
    // The fairness panel starts closed; opened, it shows the committed hash, the member's seed, the next round.
    const panel = screen.getByRole('button', { name: MINIGAME.fairTitle });
    expect(panel).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('server-seed-hash')).not.toBeInTheDocument();
    await user.click(panel);
    expect(await screen.findByTestId('server-seed-hash')).toHaveTextContent(VECTOR.serverSeedHash);
    expect(screen.getByLabelText(MINIGAME.clientSeed)).toHaveValue(SEED.clientSeed);
    expect(screen.getByTestId('nonce')).toHaveTextContent('7');
    expect(await screen.findByTestId('coins')).toHaveTextContent('1,234 เหรียญ');
    const tabs = screen.getByRole('navigation', { name: MINIGAME.gamesTitle });
    expect(within(tabs).getByRole('link', { name: 'วงล้อนำโชค' })).toHaveAttribute('aria-current', 'page');
  });

  it("spins with its own Idempotency-Key and shows the server's prize (no confetti with reduced motion)", async () => {
    const fetchMock = signInMinigame({ [call('POST', '/play/wheel')]: plays(WON) });
    const { user } = renderMinigameAt('/mini-game/play/wheel');
    await user.click(await screen.findByRole('button', { name: MINIGAME.spin }));
    const result = await screen.findByRole('dialog', { name: MINIGAME.resultWinTitle });
    expect(within(result).getByTestId('prize')).toHaveTextContent('เครดิต 5.00 บาท');
    expect(result).not.toHaveTextContent('nonce');
    expect(confetti.create).not.toHaveBeenCalled();
    expect(sentBodies(fetchMock, 'POST', '/play/wheel')).toEqual([{ pay: 'coins' }]);
    expect(sentHeaders(fetchMock, 'POST', '/play/wheel')[0]?.['Idempotency-Key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('plays again with a new key: a prize comes with the success animation, a round that won nothing without', async () => {
    preferReducedMotion(false);
    const fetchMock = signInMinigame({ [call('POST', '/play/card')]: plays(WON, LOST) });
    const { user } = renderMinigameAt('/mini-game/play/card');
    await user.click(await screen.findByRole('button', { name: MINIGAME.card(1) }));
    const first = await screen.findByRole('dialog', { name: MINIGAME.resultWinTitle });
    await waitFor(() => expect(confetti.create).toHaveBeenCalledTimes(1));
    await user.click(within(first).getByRole('button', { name: MINIGAME.playAgain }));
    await user.click(await screen.findByRole('button', { name: MINIGAME.card(3) }));
    const second = await screen.findByRole('dialog', { name: MINIGAME.resultLoseTitle });
    expect(second).toHaveTextContent(MINIGAME.resultLose);
    expect(confetti.create).toHaveBeenCalledTimes(1);
    const keys = sentHeaders(fetchMock, 'POST', '/play/card').map((headers) => headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("turns the wheel while the server draws, comes to rest on the server's segment, and only then shows the prize and the new balances", async () => {
    preferReducedMotion(false);
    const frames = manualFrames();
    const fetchMock = signInMinigame({ [call('POST', '/play/wheel')]: plays(WON) });
    const { user } = renderMinigameAt('/mini-game/play/wheel');
    await user.click(await screen.findByRole('button', { name: MINIGAME.spin }));
    const wheel = screen.getByRole('img', { name: MINIGAME.wheelLabel('วงล้อนำโชค') });
    await waitFor(() => expect(wheel).toHaveAttribute('data-phase', 'revealing'));
    const creditCalls = callsTo(fetchMock, 'GET', '/member/current-credit');
    act(() => frames.advance(1_000));
    const rotor = screen.getByTestId('wheel-rotor');
    expect(rotor.style.transform).toMatch(/^rotate\(/);
    // Still turning: no prize yet, and the coins on screen are still those before the play.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/member/current-credit')).toBe(creditCalls);
    act(() => frames.advance(10_000));
    const angle = Number(/rotate\((-?[\d.]+)deg\)/.exec(rotor.style.transform)?.[1]);
    expect(segmentUnderPointer(angle, 8)).toBe(4);
    expect(await screen.findByRole('dialog', { name: MINIGAME.resultWinTitle })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/member/current-credit')).toBe(creditCalls + 1));
  });

  it('turns over the picked card onto the prize the server answered', async () => {
    const fetchMock = signInMinigame({
      [call('POST', '/play/card')]: plays(
        playResult({ prize: { kind: 'profit', amount: 20, label: 'กำไร 20.00 บาท' } }),
      ),
    });
    const { user } = renderMinigameAt('/mini-game/play/card');
    expect(await screen.findByText(MINIGAME.pickCard)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MINIGAME.card(2) }));
    expect(await screen.findByRole('dialog', { name: MINIGAME.resultWinTitle })).toHaveTextContent('กำไร 20.00 บาท');
    const picked = screen.getByTestId('card-1');
    expect(picked).toHaveClass('is-shown');
    expect(within(picked).getByTestId('prize-face')).toHaveTextContent('กำไร 20.00 บาท');
    // The other cards held no prize: they stay face down.
    expect(within(screen.getByTestId('card-0')).queryByTestId('prize-face')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/play/card')).toEqual([{ pay: 'coins' }]);
  });

  it('opens the picked box onto the prize the server answered', async () => {
    signInMinigame({
      [call('POST', '/play/box')]: plays(playResult({ prize: { kind: 'coins', amount: 1, label: '1 เหรียญ' } })),
    });
    const { user } = renderMinigameAt('/mini-game/play/box');
    await user.click(await screen.findByRole('button', { name: MINIGAME.box(6) }));
    expect(await screen.findByRole('dialog', { name: MINIGAME.resultWinTitle })).toHaveTextContent('1 เหรียญ');
    expect(within(screen.getByTestId('box-5')).getByTestId('prize-face')).toHaveTextContent('1 เหรียญ');
    expect(screen.getAllByTestId('prize-face')).toHaveLength(1);
  });

  it.each([
    ['no coins', MINIGAME_MESSAGES.notEnoughCoins],
    ['over budget', MINIGAME_MESSAGES.gameBudgetReached],
  ])("shows the server's Thai refusal (%s) and the game waits for another try", async (_, message) => {
    signInMinigame({ [call('POST', '/play/wheel')]: () => refused(422, message) });
    const { user } = renderMinigameAt('/mini-game/play/wheel');
    await user.click(await screen.findByRole('button', { name: MINIGAME.spin }));
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: UI.alertOk }));
    expect(screen.getByRole('button', { name: MINIGAME.spin })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: MINIGAME.resultWinTitle })).not.toBeInTheDocument();
  });

  it('pays with credit when the operator lets credit pay for plays', async () => {
    const fetchMock = signInMinigame({
      [call('GET', '/setting/minigame')]: () => ok({ ...SETTINGS, creditUse: 'play' }),
      [call('POST', '/play/card')]: plays(LOST),
    });
    const { user } = renderMinigameAt('/mini-game/play/card');
    const choice = await screen.findByRole('group', { name: MINIGAME.payWith });
    // The card costs 2 coins; a coin is worth 1.50 baht of credit.
    await user.click(within(choice).getByRole('radio', { name: MINIGAME.payCredit('3.00') }));
    await user.click(screen.getByRole('button', { name: MINIGAME.card(1) }));
    await screen.findByRole('dialog', { name: MINIGAME.resultLoseTitle });
    expect(sentBodies(fetchMock, 'POST', '/play/card')).toEqual([{ pay: 'credit' }]);
  });

  it('offers no credit payment when the credit is for the wallet', async () => {
    signInMinigame();
    renderMinigameAt('/mini-game/play/card');
    await screen.findByText(MINIGAME.pickCard);
    expect(screen.queryByRole('group', { name: MINIGAME.payWith })).not.toBeInTheDocument();
  });

  it("plays the game's uploaded sounds, and none once muted (kept on this device)", async () => {
    const sounds = { play: '/uploads/play.mp3', win: '/uploads/win.wav', lose: '/uploads/lose.mp3' };
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    signInMinigame({
      [call('GET', '/play/available-minigame')]: () => ok([game({ sounds })]),
      [call('POST', '/play/wheel')]: plays(WON, WON),
    });
    const { user, unmount } = renderMinigameAt('/mini-game/play/wheel');
    const sound = await screen.findByRole('switch', { name: MINIGAME.sound });
    expect(sound).toBeChecked();
    await user.click(screen.getByRole('button', { name: MINIGAME.spin }));
    await user.click(
      within(await screen.findByRole('dialog', { name: MINIGAME.resultWinTitle })).getByRole('button', {
        name: MINIGAME.playAgain,
      }),
    );
    expect(played).toEqual([sounds.play, sounds.win]);

    await user.click(sound);
    expect(sound).not.toBeChecked();
    expect(localStorage.getItem(MUTE_KEY)).toBe('1');
    await user.click(screen.getByRole('button', { name: MINIGAME.spin }));
    await screen.findByRole('dialog', { name: MINIGAME.resultWinTitle });
    expect(played).toHaveLength(2);
    unmount();

    renderMinigameAt('/mini-game/play/wheel');
    expect(await screen.findByRole('switch', { name: MINIGAME.sound })).not.toBeChecked();
  });

  it('keeps a client seed that breaks the rule on the page, and saves a good one', async () => {
    const fetchMock = signInMinigame({
      [call('PUT', '/member/seed')]: (body) => ok({ ...SEED, clientSeed: (body as { clientSeed: string }).clientSeed }),
    });
    const { user } = renderMinigameAt('/mini-game/play');
    await user.click(await screen.findByRole('button', { name: MINIGAME.fairTitle }));
    const field = await screen.findByLabelText(MINIGAME.clientSeed);
    await user.clear(field);
    await user.type(field, 'ไม่ใช่ ascii');
    await user.click(screen.getByRole('button', { name: MINIGAME.saveClientSeed }));
    expect(await screen.findByText(MINIGAME_MESSAGES.clientSeedInvalid)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/member/seed')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'lucky_7');
    await user.click(screen.getByRole('button', { name: MINIGAME.saveClientSeed }));
    expect(await screen.findByText(MINIGAME.clientSeedSaved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/member/seed')).toEqual([{ clientSeed: 'lucky_7' }]);
    expect(field).toHaveValue('lucky_7');
  });

  it('rotates the seed: the retired server seed is revealed and the new pair starts at nonce 0', async () => {
    const next = { serverSeedHash: 'ab'.repeat(32), clientSeed: SEED.clientSeed, nonce: 0 };
    signInMinigame({
      [call('POST', '/member/seed/rotate')]: () =>
        ok({
          revealed: {
            serverSeed: VECTOR.serverSeed,
            serverSeedHash: VECTOR.serverSeedHash,
            clientSeed: SEED.clientSeed,
            plays: 7,
          },
          next,
        }),
    });
    const { user } = renderMinigameAt('/mini-game/play');
    await user.click(await screen.findByRole('button', { name: MINIGAME.fairTitle }));
    await user.click(await screen.findByRole('button', { name: MINIGAME.rotate }));
    const revealed = await screen.findByRole('region', { name: MINIGAME.revealedTitle });
    expect(within(revealed).getByTestId('revealed-seed')).toHaveTextContent(VECTOR.serverSeed);
    expect(revealed).toHaveTextContent(MINIGAME.revealedPlays('7'));
    expect(screen.getByTestId('server-seed-hash')).toHaveTextContent(next.serverSeedHash);
    expect(screen.getByTestId('nonce')).toHaveTextContent('0');
  });

  it('says a game that does not exist or is closed cannot be played', async () => {
    signInMinigame();
    renderMinigameAt('/mini-game/play/nope');
    expect(await screen.findByText(MINIGAME_MESSAGES.gameUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MINIGAME.spin })).not.toBeInTheDocument();
  });

  it('shows a retry when the games could not load', async () => {
    signInMinigame({ [call('GET', '/play/available-minigame')]: () => refused(500, 'x') });
    renderMinigameAt('/mini-game/play');
    expect(await screen.findByRole('button', { name: UI.retry })).toBeInTheDocument();
  });

  it('tells the member a free play is next', async () => {
    signInMinigame({
      [call('GET', '/play/available-minigame')]: () =>
        ok([game({ freePlaysPerDay: 1, freePlaysLeft: 1 }), ...GAMES.slice(1)]),
    });
    renderMinigameAt('/mini-game/play');
    expect(await screen.findByTestId('plays-left')).toHaveTextContent(MINIGAME.freePlayNext);
  });
});
