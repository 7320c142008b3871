import { IDEMPOTENCY_KEY_PATTERN, TURNOVER_TEXTS, UI, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { sentKeys, signInWallet } from '@/features/wallet/test/fixtures';
import { sentBodies } from '@/test/fetch-mock';
import { memberTurnover } from '@/test/member-turnover';
import { renderRoutes } from '@/test/render';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const calls = (fetchMock: ReturnType<typeof signInWallet>, method: string, path: string) =>
  sentBodies(fetchMock, method, path).length;

describe('/tx/withdraw with turnover open', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the progress and why the withdrawal waits, and keeps the form', async () => {
    signInWallet({ 'GET /member/turnover': () => ({ body: { data: memberTurnover() } }) });
    renderRoutes(routes, '/tx/withdraw');
    const bar = await screen.findByRole('progressbar', { name: TURNOVER_TEXTS.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText(TURNOVER_TEXTS.progress(250, 1000))).toBeInTheDocument();
    expect(screen.getByText(TURNOVER_TEXTS.left(750))).toBeInTheDocument();
    expect(screen.getByText(TURNOVER_TEXTS.countsHint)).toBeInTheDocument();
    expect(screen.getByText(TURNOVER_TEXTS.withdrawBlocked(750))).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: TURNOVER_TEXTS.forfeit })).toBeInTheDocument();
    expect(screen.getByLabelText(WALLET.amount)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WALLET.submitWithdraw })).toBeEnabled();
  });

  it('shows nothing of turnover when none is open', async () => {
    const fetchMock = signInWallet({ 'GET /member/turnover': () => ({ body: { data: memberTurnover([]) } }) });
    renderRoutes(routes, '/tx/withdraw');
    await waitFor(() => expect(screen.getByTestId('credit-min')).toHaveTextContent('100.00'));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/member/turnover')).toBe(1));
    expect(screen.queryByText(TURNOVER_TEXTS.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TURNOVER_TEXTS.forfeit })).not.toBeInTheDocument();
  });

  it('gives up the bonus after the confirmation, once with an Idempotency-Key, and refreshes credit and turnover', async () => {
    let turnover = memberTurnover();
    const fetchMock = signInWallet({
      'GET /member/turnover': () => ({ body: { data: turnover } }),
      'POST /member/turnover/forfeit': () => {
        turnover = memberTurnover([]);
        return { body: { data: { removed: 100, wallet: 1400.5 } } };
      },
    });
    const { user, queryClient } = renderRoutes(routes, '/tx/withdraw');
    await user.click(await screen.findByRole('button', { name: TURNOVER_TEXTS.forfeit }));
    let confirm = await screen.findByRole('dialog', { name: TURNOVER_TEXTS.forfeitTitle });
    expect(confirm).toHaveTextContent(TURNOVER_TEXTS.forfeitBody('bonus', 100));
    await user.click(within(confirm).getByRole('button', { name: TURNOVER_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST', '/member/turnover/forfeit')).toBe(0);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const creditReads = calls(fetchMock, 'GET', '/credit');
    await user.click(screen.getByRole('button', { name: TURNOVER_TEXTS.forfeit }));
    confirm = await screen.findByRole('dialog', { name: TURNOVER_TEXTS.forfeitTitle });
    await user.click(within(confirm).getByRole('button', { name: TURNOVER_TEXTS.forfeitConfirm }));

    const success = await screen.findByRole('dialog', { name: UI.successTitle });
    expect(success).toHaveTextContent(TURNOVER_TEXTS.forfeited(100));
    expect(calls(fetchMock, 'POST', '/member/turnover/forfeit')).toBe(1);
    expect(sentKeys(fetchMock, 'POST', '/member/turnover/forfeit')[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['credit'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'turnover'] });
    expect(calls(fetchMock, 'GET', '/credit')).toBeGreaterThan(creditReads);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TURNOVER_TEXTS.forfeit })).not.toBeInTheDocument();

    await user.click(within(success).getByRole('button', { name: UI.successButton }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(WALLET.amount)).toBeInTheDocument();
  });

  it("shows the server's refusal of a forfeit in an alert", async () => {
    signInWallet({
      'GET /member/turnover': () => ({ body: { data: memberTurnover() } }),
      'POST /member/turnover/forfeit': () => ({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: TURNOVER_TEXTS.nothingOpen } },
      }),
    });
    const { user } = renderRoutes(routes, '/tx/withdraw');
    await user.click(await screen.findByRole('button', { name: TURNOVER_TEXTS.forfeit }));
    const confirm = await screen.findByRole('dialog', { name: TURNOVER_TEXTS.forfeitTitle });
    await user.click(within(confirm).getByRole('button', { name: TURNOVER_TEXTS.forfeitConfirm }));
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent(TURNOVER_TEXTS.nothingOpen);
    await user.click(within(alert).getByRole('button', { name: UI.alertOk }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: TURNOVER_TEXTS.progressLabel })).toBeInTheDocument();
  });
});
