import { AFFILIATE_MESSAGES, LABELS, REFER, STATUS_LABELS, WALLET } from '@member/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/test/fetch-mock';
import { paths } from '@/shared/paths';
import * as withdrawal from '@/test/withdrawal-checks';
import { AFF_DATA, INCOME, pageOf, renderReferAt, signInAffiliate, withdrawalRow } from './fixtures';

const form = withdrawal.withdrawalForm(
  REFER.submitWithdraw,
  REFER.withdrawAll,
  '/income/withdraw-income',
  REFER.withdrawPendingNote,
);

describe('the income withdrawal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('/refer/profit-manage shows what may be withdrawn, what waits, the minimum and the way on', async () => {
    signInAffiliate();
    renderReferAt('/refer/profit-manage');
    expect(await screen.findByTestId('available-aff')).toHaveTextContent('1,500.25 บาท');
    expect(screen.getByTestId('pending-aff')).toHaveTextContent('200.00 บาท');
    expect(await screen.findByTestId('min-withdraw')).toHaveTextContent('100.00 บาท');
    expect(screen.getByRole('link', { name: REFER.withdrawAction })).toHaveAttribute('href', paths.refer.withdraw);
    expect(screen.getByRole('link', { name: REFER.historyAction })).toHaveAttribute('href', paths.refer.history);
  });

  it('refuses an amount over the income or under the minimum without a call', async () => {
    const fetchMock = signInAffiliate();
    const { user } = renderReferAt('/refer/profit-manage/withdraw');
    await form.expectAmountsRefused(
      user,
      ['1500.26', REFER.amountOverAvailable('1,500.25')],
      ['99.99', WALLET.amountBelowMin('100.00')],
    );
    expect(sentBodies(fetchMock, 'POST', '/income/withdraw-income')).toHaveLength(0);
  });

  it('withdraws all with an Idempotency-Key and opens the new withdrawal, waiting for the operator', async () => {
    const row = withdrawalRow({ id: '77', amount: INCOME.availableAff });
    const fetchMock = signInAffiliate({ 'POST /income/withdraw-income': () => ({ status: 201, body: { data: row } }) });
    const { user, router } = renderReferAt('/refer/profit-manage/withdraw');
    await form.withdrawAll(user, router, fetchMock, [1500.25, '1,500.25'], paths.refer.withdrawDetailOf('77'));
  });

  it("shows the server's refusal in the alert and stays on the form", async () => {
    signInAffiliate({
      'POST /income/withdraw-income': () => ({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: AFFILIATE_MESSAGES.overAvailable } },
      }),
    });
    const { user, router } = renderReferAt('/tx/withdraw/income');
    await form.expectServerRefusal(user, router, '500', AFFILIATE_MESSAGES.overAvailable, '/tx/withdraw/income');
  });

  it('/tx/withdraw/income is the same form, back to the wallet', async () => {
    signInAffiliate();
    renderReferAt('/tx/withdraw/income');
    expect(await screen.findByRole('heading', { name: REFER.titles.incomeWithdraw })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LABELS.back })).toHaveAttribute('href', '/tx');
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('1,500.25 บาท');
    expect(screen.getByRole('button', { name: REFER.submitWithdraw })).toBeInTheDocument();
  });

  it('says the income is under the minimum instead of offering the form', async () => {
    signInAffiliate({
      'GET /income/income-data': () => ({ body: { data: { ...INCOME, availableAff: 99.99 } } }),
      'GET /income/aff-data': () => ({ body: { data: AFF_DATA } }),
    });
    renderReferAt('/refer/profit-manage/withdraw');
    expect(await screen.findByText(REFER.belowMinimumNow('100.00'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REFER.submitWithdraw })).not.toBeInTheDocument();
  });
});

describe('the withdrawals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('/refer/profit-manage/history lists them with the §4 labels and opens each', async () => {
    signInAffiliate({
      'GET /income/aff-history': () =>
        pageOf([
          withdrawalRow({ id: '3', status: 'pending', amount: 1234.5 }),
          withdrawalRow({ id: '2', status: 'rejected', note: 'บัญชีถูกระงับ' }),
          withdrawalRow({ id: '1', status: 'approved' }),
        ]),
    });
    renderReferAt('/refer/profit-manage/history');
    await withdrawal.expectHistoryRows({
      pendingAmount: '1,234.50',
      rejectedNote: 'บัญชีถูกระงับ',
      firstHref: paths.refer.withdrawDetailOf('3'),
    });
  });

  it('/withdraw-detail finds an older withdrawal on a later page, with its decision', async () => {
    const older = withdrawalRow({
      id: '5',
      status: 'rejected',
      decided_at: '2026-03-05T10:00:00.000Z',
      note: 'ชื่อบัญชีไม่ตรง',
    });
    signInAffiliate({
      'GET /income/aff-history': () => {
        const page = Number(
          new URL(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('page'),
        );
        return page === 1 ? pageOf([withdrawalRow({ id: '9' })], 1, 101, 100) : pageOf([older], 2, 101, 100);
      },
    });
    renderReferAt('/refer/profit-manage/withdraw-detail?id=5');
    expect(await screen.findByText(STATUS_LABELS.error)).toBeInTheDocument();
    expect(screen.getByText('ชื่อบัญชีไม่ตรง')).toBeInTheDocument();
    expect(screen.getByText(REFER.decidedAt)).toBeInTheDocument();
    expect(screen.queryByText(REFER.withdrawPendingNote)).not.toBeInTheDocument();
  });

  it('/withdraw-detail says when there is no such withdrawal, or no id', async () => {
    signInAffiliate({ 'GET /income/aff-history': () => pageOf([withdrawalRow({ id: '9' })]) });
    await withdrawal.expectDetailNotFound(
      renderReferAt,
      '/refer/profit-manage/withdraw-detail',
      AFFILIATE_MESSAGES.withdrawalNotFound,
    );
  });
});
