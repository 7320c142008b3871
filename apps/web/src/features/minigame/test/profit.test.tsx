import { IDEMPOTENCY_KEY_PATTERN, MINIGAME, MINIGAME_MESSAGES, STATUS_LABELS, UI, WALLET } from '@member/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, sentHeaders } from '@/test/fetch-mock';
import { paths } from '@/shared/paths';
import * as withdrawal from '@/test/withdrawal-checks';
import {
  call,
  CURRENT_CREDIT,
  ok,
  refused,
  renderMinigameAt,
  sentQueries,
  SETTINGS,
  signInMinigame,
  withdrawRow,
} from './fixtures';

vi.mock('canvas-confetti', () => ({ default: { create: () => async () => undefined } }));

const form = withdrawal.withdrawalForm(
  MINIGAME.submitWithdraw,
  MINIGAME.withdrawAll,
  '/request-withdraw',
  MINIGAME.withdrawPendingNote,
);

describe('/mini-game/profit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the profit, what waits, and the way to withdraw it and to the histories', async () => {
    signInMinigame();
    renderMinigameAt('/mini-game/profit');
    expect(await screen.findByTestId('profit')).toHaveTextContent('61.25 บาท');
    expect(screen.getByTestId('pending-profit')).toHaveTextContent('20.00 บาท');
    const links = screen.getByRole('navigation', { name: MINIGAME.profitLinks });
    expect(within(links).getByRole('link', { name: MINIGAME.withdrawAction })).toHaveAttribute(
      'href',
      paths.miniGame.withdraw,
    );
    expect(within(links).getByRole('link', { name: MINIGAME.historyAction })).toHaveAttribute(
      'href',
      paths.miniGame.withdrawHistory,
    );
  });

  it('moves credit into the wallet with its own Idempotency-Key, showing the turnover left', async () => {
    const fetchMock = signInMinigame({
      [call('POST', '/member/credit/to-wallet')]: () => ok({ credit: 2.5, wallet: 505 }),
    });
    const { user } = renderMinigameAt('/mini-game/profit');
    const move = await screen.findByRole('region', { name: MINIGAME.moveTitle });
    expect(within(move).getByTestId('credit')).toHaveTextContent('7.50 บาท');
    expect(within(move).getByTestId('turnover-left')).toHaveTextContent('12.50 บาท');
    expect(move).toHaveTextContent(MINIGAME.turnoverHint('3'));
    const field = within(move).getByLabelText(WALLET.amount);
    await user.type(field, '7.51');
    await user.click(within(move).getByRole('button', { name: MINIGAME.moveSubmit }));
    expect(await within(move).findByText(MINIGAME.amountOverCredit('7.50'))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(move).getByRole('button', { name: MINIGAME.moveSubmit }));
    expect(await screen.findByRole('dialog', { name: UI.successTitle })).toHaveTextContent(MINIGAME.moved('5.00'));
    expect(sentBodies(fetchMock, 'POST', '/member/credit/to-wallet')).toEqual([{ amount: 5 }]);
    expect(sentHeaders(fetchMock, 'POST', '/member/credit/to-wallet')[0]?.['Idempotency-Key']).toMatch(
      IDEMPOTENCY_KEY_PATTERN,
    );
  });

  it("shows the server's refusal of a move before the turnover", async () => {
    const message = `${MINIGAME_MESSAGES.turnoverNotReached} 12.50 บาท`;
    signInMinigame({ [call('POST', '/member/credit/to-wallet')]: () => refused(422, message) });
    const { user } = renderMinigameAt('/mini-game/profit');
    await user.click(await screen.findByRole('button', { name: MINIGAME.moveAll }));
    await user.click(screen.getByRole('button', { name: MINIGAME.moveSubmit }));
    expect(await screen.findByRole('dialog', { name: UI.alertTitle })).toHaveTextContent(message);
  });

  it('says credit pays for plays instead of offering a move when that is its use', async () => {
    signInMinigame({ [call('GET', '/setting/minigame')]: () => ok({ ...SETTINGS, creditUse: 'play' }) });
    renderMinigameAt('/mini-game/profit');
    expect(await screen.findByText(new RegExp(MINIGAME.creditForPlay))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MINIGAME.moveSubmit })).not.toBeInTheDocument();
  });
});

describe('the profit withdrawal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('/mini-game/profit-manage shows the profit, what waits, the minimum and the way on', async () => {
    signInMinigame();
    renderMinigameAt('/mini-game/profit-manage');
    expect(await screen.findByTestId('profit')).toHaveTextContent('61.25 บาท');
    expect(await screen.findByTestId('min-withdraw')).toHaveTextContent('20.00 บาท');
    expect(screen.getByRole('link', { name: MINIGAME.withdrawAction })).toHaveAttribute(
      'href',
      paths.miniGame.withdraw,
    );
    expect(screen.getByRole('link', { name: MINIGAME.historyAction })).toHaveAttribute(
      'href',
      paths.miniGame.withdrawHistory,
    );
  });

  it('refuses an amount over the profit or under the minimum without a call', async () => {
    const fetchMock = signInMinigame();
    const { user } = renderMinigameAt('/mini-game/profit-manage/withdraw');
    await form.expectAmountsRefused(
      user,
      ['61.26', MINIGAME.amountOverProfit('61.25')],
      ['19.99', WALLET.amountBelowMin('20.00')],
    );
    expect(sentBodies(fetchMock, 'POST', '/request-withdraw')).toHaveLength(0);
  });

  it('withdraws all with an Idempotency-Key and opens the new withdrawal, waiting for the operator', async () => {
    const row = withdrawRow({ id: '77', amount: CURRENT_CREDIT.profit });
    const fetchMock = signInMinigame({
      [call('POST', '/request-withdraw')]: () => ({ status: 201, body: { data: row } }),
    });
    const { user, router } = renderMinigameAt('/mini-game/profit-manage/withdraw');
    await form.withdrawAll(user, router, fetchMock, [61.25, '61.25'], paths.miniGame.withdrawDetailOf('77'));
  });

  it("shows the server's refusal in the alert and stays on the form", async () => {
    signInMinigame({ [call('POST', '/request-withdraw')]: () => refused(422, MINIGAME_MESSAGES.notEnoughProfit) });
    const { user, router } = renderMinigameAt('/mini-game/profit-manage/withdraw');
    await form.expectServerRefusal(
      user,
      router,
      '30',
      MINIGAME_MESSAGES.notEnoughProfit,
      '/mini-game/profit-manage/withdraw',
    );
  });

  it('says the profit is under the minimum instead of offering the form', async () => {
    signInMinigame({ [call('GET', '/member/current-credit')]: () => ok({ ...CURRENT_CREDIT, profit: 19.99 }) });
    renderMinigameAt('/mini-game/profit-manage/withdraw');
    expect(await screen.findByText(MINIGAME.belowMinimumNow('20.00'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MINIGAME.submitWithdraw })).not.toBeInTheDocument();
  });

  it('/profit-manage/history lists the withdrawals with the §4 labels, 50 at most, and opens each', async () => {
    const fetchMock = signInMinigame({
      [call('GET', '/member/withdraw-history')]: () =>
        ok([
          withdrawRow({ id: '3', status: 'pending', amount: 1234.5 }),
          withdrawRow({ id: '2', status: 'rejected', note: 'บัญชีถูกระงับ' }),
          withdrawRow({ id: '1', status: 'approved' }),
        ]),
    });
    renderMinigameAt('/mini-game/profit-manage/history');
    await withdrawal.expectHistoryRows({
      pendingAmount: '1,234.50',
      rejectedNote: 'บัญชีถูกระงับ',
      firstHref: paths.miniGame.withdrawDetailOf('3'),
    });
    expect(sentQueries(fetchMock, '/member/withdraw-history')[0]?.get('limit')).toBe('50');
  });

  it('/withdraw-detail shows a decided withdrawal with its decision', async () => {
    signInMinigame({
      [call('GET', '/member/withdraw-history')]: () =>
        ok([
          withdrawRow({ id: '9' }),
          withdrawRow({ id: '5', status: 'rejected', decidedAt: '2026-03-05T10:00:00.000Z', note: 'ชื่อบัญชีไม่ตรง' }),
        ]),
    });
    renderMinigameAt('/mini-game/profit-manage/withdraw-detail?id=5');
    expect(await screen.findByText(STATUS_LABELS.error)).toBeInTheDocument();
    expect(screen.getByText('ชื่อบัญชีไม่ตรง')).toBeInTheDocument();
    expect(screen.getByText('05/03/2026 17:00')).toBeInTheDocument();
    expect(screen.queryByText(MINIGAME.withdrawPendingNote)).not.toBeInTheDocument();
  });

  it('/withdraw-detail says when there is no such withdrawal, or no id', async () => {
    signInMinigame({ [call('GET', '/member/withdraw-history')]: () => ok([withdrawRow({ id: '9' })]) });
    await withdrawal.expectDetailNotFound(
      renderMinigameAt,
      '/mini-game/profit-manage/withdraw-detail',
      MINIGAME.withdrawalNotFound,
    );
  });
});
