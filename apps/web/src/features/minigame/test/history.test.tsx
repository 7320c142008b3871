import { ALWAYS_SUCCESS_LABEL, MINIGAME, MINIGAME_LABELS, UI } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { call, ok, playRow, refused, renderMinigameAt, sentQueries, signInMinigame, VECTOR } from './fixtures';

/** A play of the published vector: nonce 3 of the seeded wheel drew prize 4. */
const revealed = (overrides: Parameters<typeof playRow>[0] = {}) =>
  playRow({
    serverSeed: VECTOR.serverSeed,
    serverSeedHash: VECTOR.serverSeedHash,
    clientSeed: VECTOR.clientSeed,
    nonce: 3,
    prizeIndex: VECTOR.indexes[3],
    ...overrides,
  });

describe('/mini-game/history: the plays and their verifier', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('recomputes a revealed play in the browser and shows it matches', async () => {
    const fetchMock = signInMinigame({ [call('GET', '/member/play-history')]: () => ok([revealed()]) });
    const { user } = renderMinigameAt('/mini-game/history');
    const row = await screen.findByTestId('history-row');
    expect(row).toHaveTextContent('วงล้อนำโชค');
    expect(row).toHaveTextContent('20/03/26 12:06');
    expect(row).toHaveTextContent('เครดิต 5.00 บาท');
    expect(row).toHaveTextContent(`${MINIGAME_LABELS.payments.coins} ${MINIGAME.coinAmount('1')}`);
    // The check is in a closed panel: nothing of the seeds shows on the row until it is opened.
    const panel = within(row).getByRole('button', { name: MINIGAME.fairTitle });
    expect(panel).toHaveAttribute('aria-expanded', 'false');
    expect(row).not.toHaveTextContent(VECTOR.serverSeed);
    expect(row).not.toHaveTextContent(MINIGAME.clientSeed);
    await user.click(panel);
    expect(panel).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(row).getByRole('button', { name: new RegExp(MINIGAME.verify) }));
    const verification = await within(row).findByTestId('verification');
    expect(verification).toHaveAttribute('data-matches', 'true');
    expect(verification).toHaveTextContent(MINIGAME.verifyMatch);
    expect(row).toHaveTextContent(MINIGAME.verifyIndexes('5', '5'));
    expect(sentQueries(fetchMock, '/member/play-history')[0]?.get('limit')).toBe('50');
  });

  it('says so when a play is not what its seeds give, or its seed is not the one committed', async () => {
    signInMinigame({
      [call('GET', '/member/play-history')]: () =>
        ok([
          revealed({ id: '2', prizeIndex: 1 }),
          revealed({ id: '1', nonce: 4, prizeIndex: VECTOR.indexes[4], serverSeedHash: 'ff'.repeat(32) }),
        ]),
    });
    const { user } = renderMinigameAt('/mini-game/history');
    const [tampered, wrongHash] = await screen.findAllByTestId('history-row');
    for (const row of [tampered!, wrongHash!])
      await user.click(within(row).getByRole('button', { name: MINIGAME.fairTitle }));
    await user.click(within(tampered!).getByRole('button', { name: new RegExp(MINIGAME.verify) }));
    expect(await within(tampered!).findByTestId('verification')).toHaveAttribute('data-matches', 'false');
    expect(tampered).toHaveTextContent(MINIGAME.verifyMismatch);
    expect(tampered).toHaveTextContent(MINIGAME.verifyIndexes('5', '2'));
    await user.click(within(wrongHash!).getByRole('button', { name: new RegExp(MINIGAME.verify) }));
    expect(await within(wrongHash!).findByTestId('verification')).toHaveAttribute('data-matches', 'false');
    expect(wrongHash).toHaveTextContent(MINIGAME.verifyHashMismatch);
  });

  it('checks every revealed play at once and counts those that match', async () => {
    signInMinigame({
      [call('GET', '/member/play-history')]: () =>
        ok([
          playRow({ id: '9' }),
          revealed({ id: '3', nonce: 2, prizeIndex: VECTOR.indexes[2] }),
          revealed({ id: '2', nonce: 1, prizeIndex: 7 }),
          revealed({ id: '1', nonce: 0, prizeIndex: VECTOR.indexes[0] }),
        ]),
    });
    const { user } = renderMinigameAt('/mini-game/history');
    await user.click(await screen.findByRole('button', { name: MINIGAME.verifyAll }));
    await waitFor(() =>
      expect(screen.getByTestId('verify-summary')).toHaveTextContent(MINIGAME.verifySummary('2', '3')),
    );
    // A row's panel, opened, shows its own result.
    const odd = screen.getAllByTestId('history-row')[2]!;
    await user.click(within(odd).getByRole('button', { name: MINIGAME.fairTitle }));
    expect(within(odd).getByTestId('verification')).toHaveAttribute('data-matches', 'false');
  });

  it('tells how to reveal a play whose seed is still in use', async () => {
    signInMinigame({ [call('GET', '/member/play-history')]: () => ok([playRow()]) });
    const { user } = renderMinigameAt('/mini-game/history');
    const row = await screen.findByTestId('history-row');
    await user.click(within(row).getByRole('button', { name: MINIGAME.fairTitle }));
    expect(row).toHaveTextContent(MINIGAME.notRevealed);
    expect(within(row).getByRole('link', { name: MINIGAME.goRotate })).toHaveAttribute(
      'href',
      paths.miniGame.playGameOf('wheel'),
    );
    expect(within(row).queryByRole('button', { name: new RegExp(MINIGAME.verify) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MINIGAME.verifyAll })).not.toBeInTheDocument();
  });

  it('lists the coin history, signed, with the game of each play', async () => {
    const fetchMock = signInMinigame({
      [call('GET', '/member/coin-history')]: () =>
        ok([
          { id: '3', createdAt: '2026-03-20T05:00:00.000Z', type: 'play', amount: -1, game: 'wheel' },
          { id: '2', createdAt: '2026-03-19T05:00:00.000Z', type: 'deposit', amount: 12, game: null },
        ]),
    });
    const { user } = renderMinigameAt('/mini-game/history');
    await user.click(await screen.findByRole('link', { name: MINIGAME.coinsTab }));
    const [spent, earned] = await screen.findAllByTestId('history-row');
    expect(spent).toHaveTextContent(MINIGAME_LABELS.coinEntries.play);
    expect(spent).toHaveTextContent('-1 เหรียญ');
    expect(await within(spent!).findByText('วงล้อนำโชค')).toBeInTheDocument();
    expect(earned).toHaveTextContent(MINIGAME_LABELS.coinEntries.deposit);
    expect(earned).toHaveTextContent('+12 เหรียญ');
    expect(sentQueries(fetchMock, '/member/coin-history')[0]?.get('limit')).toBe('50');
  });

  it('shows a retry when the plays could not load, and the empty text when there are none', async () => {
    let failing = true;
    signInMinigame({
      [call('GET', '/member/play-history')]: () => (failing ? refused(500, 'x') : ok([])),
    });
    const { user } = renderMinigameAt('/mini-game/history');
    failing = false;
    await user.click(await screen.findByRole('button', { name: UI.retry }));
    expect(await screen.findByText(UI.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MINIGAME.emptyPlay })).toHaveAttribute('href', paths.miniGame.play);
  });
});

describe('/mini-game/reward-history and /mini-game/credit-history', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the prizes won, 50 at most, each สำเร็จ', async () => {
    const fetchMock = signInMinigame({
      [call('GET', '/member/reward-history')]: () =>
        ok([
          {
            id: '7',
            createdAt: '2026-03-20T17:30:00.000Z',
            game: { slug: 'box', name: 'เลือกกล่องสุ่ม' },
            kind: 'profit',
            amount: 100,
            label: 'กำไร 100.00 บาท',
            status: 'success',
          },
        ]),
    });
    renderMinigameAt('/mini-game/reward-history');
    const row = await screen.findByTestId('history-row');
    expect(row).toHaveTextContent('เลือกกล่องสุ่ม');
    // 17:30 UTC is half past midnight of the next day in Bangkok.
    expect(row).toHaveTextContent('21/03/26 00:30');
    expect(row).toHaveTextContent('กำไร 100.00 บาท');
    expect(within(row).getByText(ALWAYS_SUCCESS_LABEL)).toHaveAttribute('data-state', 'success');
    expect(sentQueries(fetchMock, '/member/reward-history')[0]?.get('limit')).toBe('50');
  });

  it('lists the credit in and out with two decimals and the expiry of a prize, each สำเร็จ', async () => {
    const fetchMock = signInMinigame({
      [call('GET', '/member/credit-history')]: () =>
        ok([
          {
            id: '5',
            createdAt: '2026-03-20T05:00:00.000Z',
            type: 'to_wallet',
            amount: -1234.5,
            expiresDate: null,
            status: 'success',
          },
          {
            id: '4',
            createdAt: '2026-03-19T05:00:00.000Z',
            type: 'prize',
            amount: 5,
            expiresDate: '2026-03-26T05:00:00.000Z',
            status: 'success',
          },
        ]),
    });
    renderMinigameAt('/mini-game/credit-history');
    const [moved, won] = await screen.findAllByTestId('history-row');
    expect(moved).toHaveTextContent(MINIGAME_LABELS.creditEntries.to_wallet);
    expect(moved).toHaveTextContent('-1,234.50 บาท');
    expect(won).toHaveTextContent('+5.00 บาท');
    expect(won).toHaveTextContent(MINIGAME.expiresOn('26/03/2026'));
    expect(screen.getAllByText(ALWAYS_SUCCESS_LABEL)).toHaveLength(2);
    expect(sentQueries(fetchMock, '/member/credit-history')[0]?.get('limit')).toBe('50');
  });
});
