import { MINIGAME, MINIGAME_MESSAGES, UI } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { call, callsTo, CURRENT_CREDIT, GAMES, ok, refused, renderMinigameAt, signInMinigame, TODAY } from './fixtures';

vi.mock('canvas-confetti', () => ({ default: { create: () => async () => undefined } }));

describe('/mini-game', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the coins, the credit with its nearest expiry in Bangkok days, the profit and what waits', async () => {
    signInMinigame();
    renderMinigameAt('/mini-game');
    expect(await screen.findByTestId('coins')).toHaveTextContent('1,234 เหรียญ');
    expect(screen.getByTestId('credit')).toHaveTextContent('7.50 บาท');
    // 16:30 UTC on the 30th is 23:30 in Bangkok: still the 30th there.
    expect(screen.getByTestId('credit-expiry')).toHaveTextContent(MINIGAME.creditExpires('2.00', '30/03/2026'));
    expect(screen.getByTestId('profit')).toHaveTextContent('61.25 บาท');
    expect(screen.getByTestId('pending-profit')).toHaveTextContent('20.00 บาท');
  });

  it('says when there is no credit instead of an expiry', async () => {
    signInMinigame({
      [call('GET', '/member/current-credit')]: () =>
        ok({ ...CURRENT_CREDIT, credit: 0, expiresDate: null, expiringCredit: 0 }),
    });
    renderMinigameAt('/mini-game');
    expect(await screen.findByTestId('credit-expiry')).toHaveTextContent(MINIGAME.noCredit);
  });

  it("lists the games with their price and today's plays left, each opening its own page", async () => {
    signInMinigame();
    renderMinigameAt('/mini-game');
    const cards = await screen.findAllByTestId('game-card');
    expect(cards).toHaveLength(GAMES.length);
    // The link's name is the name it shows (the game's), the price and plays left describe it.
    const link = screen.getByRole('link', { name: 'เปิดไพ่ลุ้นรางวัล' });
    expect(link).toHaveAttribute('href', paths.miniGame.playGameOf('card'));
    expect(link).toHaveAccessibleDescription(/2 เหรียญ\/ครั้ง/);
    const card = cards.find((item) => item.contains(link))!;
    expect(within(card).getByTestId('plays-left')).toHaveTextContent(MINIGAME.playsLeft('6'));
  });

  it("says a game's prizes are used up for today", async () => {
    signInMinigame({
      [call('GET', '/play/available-minigame')]: () => ok([{ ...GAMES[0], budgetReached: true }]),
    });
    renderMinigameAt('/mini-game');
    const card = await screen.findByTestId('game-card');
    expect(card).toHaveTextContent(MINIGAME.budgetReached);
    expect(within(card).queryByTestId('plays-left')).not.toBeInTheDocument();
  });

  it("shows today's status and checks in once for the operator's coins", async () => {
    let checkedIn = false;
    const fetchMock = signInMinigame({
      [call('GET', '/member/minigame-status-today')]: () => ok({ ...TODAY, checkIn: { coins: 2, done: checkedIn } }),
      [call('POST', '/member/check-in')]: () => {
        checkedIn = true;
        return ok({ coins: 2, balance: 1236 });
      },
    });
    const { user } = renderMinigameAt('/mini-game');
    expect(await screen.findByTestId('coins-earned')).toHaveTextContent('5 เหรียญ');
    expect(screen.getByTestId('profit-won')).toHaveTextContent('10.00 บาท');
    await user.click(screen.getByRole('button', { name: MINIGAME.checkIn('2') }));
    const done = await screen.findByRole('dialog', { name: UI.successTitle });
    expect(done).toHaveTextContent(MINIGAME.checkInDone('2'));
    await user.click(within(done).getByRole('button', { name: UI.successButton }));
    expect(await screen.findByRole('button', { name: MINIGAME.checkedIn })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/member/check-in')).toBe(1);
  });

  it("shows the server's refusal of a second check-in", async () => {
    signInMinigame({
      [call('POST', '/member/check-in')]: () => refused(422, MINIGAME_MESSAGES.alreadyCheckedIn),
    });
    const { user } = renderMinigameAt('/mini-game');
    await user.click(await screen.findByRole('button', { name: MINIGAME.checkIn('2') }));
    expect(await screen.findByRole('dialog', { name: UI.alertTitle })).toHaveTextContent(
      MINIGAME_MESSAGES.alreadyCheckedIn,
    );
  });

  it('offers no check-in when the operator gives no coins for it', async () => {
    signInMinigame({
      [call('GET', '/member/minigame-status-today')]: () => ok({ ...TODAY, checkIn: { coins: 0, done: false } }),
    });
    renderMinigameAt('/mini-game');
    await screen.findByTestId('coins-earned');
    expect(screen.queryByRole('button', { name: /เช็คอิน/ })).not.toBeInTheDocument();
  });

  it('shows a retry where a load failed, and the data once it answers', async () => {
    let failing = true;
    signInMinigame({
      [call('GET', '/play/available-minigame')]: () =>
        failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : ok(GAMES),
    });
    const { user } = renderMinigameAt('/mini-game');
    const retry = await screen.findByRole('button', { name: UI.retry });
    expect(screen.getByTestId('coins')).toBeInTheDocument();
    failing = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(GAMES.length));
  });

  it('leads to the histories and the profit', async () => {
    signInMinigame();
    renderMinigameAt('/mini-game');
    const menu = await screen.findByRole('navigation', { name: MINIGAME.menu });
    expect(within(menu).getByRole('link', { name: new RegExp(MINIGAME.titles.history) })).toHaveAttribute(
      'href',
      paths.miniGame.history,
    );
    expect(within(menu).getByRole('link', { name: new RegExp(MINIGAME.titles.profit) })).toHaveAttribute(
      'href',
      paths.miniGame.profit,
    );
  });
});
