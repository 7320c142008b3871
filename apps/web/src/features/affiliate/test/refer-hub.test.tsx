import { REFER, SERVER_MESSAGES, UI, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { AFF_DATA, renderReferAt, signInAffiliate } from './fixtures';

const LINK = `${window.location.origin}/register?prefix=AB12CD`;

describe('/refer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the link on this origin with a copy button that says it copied', async () => {
    signInAffiliate();
    const { user } = renderReferAt('/refer');
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(LINK);
    expect(screen.getByText(AFF_DATA.code)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WALLET.copyLabel(REFER.link) }));
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
    expect(await screen.findByText(WALLET.copied)).toBeInTheDocument();
  });

  it('draws the QR of the link and shares it on LINE with the invitation', async () => {
    signInAffiliate();
    renderReferAt('/refer');
    const qr = await screen.findByRole('img', { name: REFER.qrAlt });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<path');
    const share = screen.getByRole('link', { name: REFER.shareLine });
    expect(share).toHaveAttribute('href', `https://line.me/R/share?text=${encodeURIComponent(REFER.shareText(LINK))}`);
    expect(share).toHaveAttribute('target', '_blank');
  });

  it('says the rate and its basis in one line, with the second level when there is one', async () => {
    signInAffiliate({
      'GET /income/aff-data': () => ({ body: { data: { ...AFF_DATA, basis: 'deposit', secondLevelRate: 0 } } }),
    });
    renderReferAt('/refer');
    expect(await screen.findByTestId('rate-line')).toHaveTextContent(REFER.rateLine('5', REFER.basis.deposit));
    expect(screen.getByTestId('rate-line').textContent).not.toContain(REFER.secondLevel('0'));
  });

  it('shows the four totals with separators and two decimals', async () => {
    signInAffiliate();
    renderReferAt('/refer');
    expect(await screen.findByTestId('total-aff')).toHaveTextContent('12,345.50 บาท');
    expect(screen.getByTestId('available-aff')).toHaveTextContent('1,500.25 บาท');
    expect(screen.getByTestId('total-downline')).toHaveTextContent(`12 ${REFER.people}`);
    expect(screen.getByTestId('total-deposit-member')).toHaveTextContent(`9 ${REFER.people}`);
    expect(await screen.findByTestId('rate-line')).toHaveTextContent(
      `${REFER.rateLine('5', REFER.basis.net_loss)} · ${REFER.secondLevel('1.5')}`,
    );
  });

  it('leads to every sub-page', async () => {
    signInAffiliate();
    renderReferAt('/refer');
    const menu = await screen.findByRole('navigation', { name: REFER.menu });
    const expected: [string, string][] = [
      [REFER.titles.overall, paths.refer.overall],
      [REFER.titles.member, paths.refer.member],
      [REFER.titles.profit, paths.refer.profit],
      [REFER.titles.stats, paths.refer.stats],
      [REFER.titles.ranking, paths.refer.ranking],
      [REFER.titles.profitManage, paths.refer.profitManage],
    ];
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map(([, href]) => href));
    for (const [name, href] of expected) {
      expect(within(menu).getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  it('shows why a load failed with a retry that loads it', async () => {
    let fail = true;
    signInAffiliate({
      'GET /income/aff-data': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: SERVER_MESSAGES.internal } } }
          : { body: { data: AFF_DATA } },
    });
    const { user } = renderReferAt('/refer');
    expect(await screen.findByText(SERVER_MESSAGES.internal)).toBeInTheDocument();
    // The totals still show: one failed call does not blank the page.
    expect(await screen.findByTestId('total-aff')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: UI.retry }));
    await waitFor(() => expect(screen.getByTestId('referral-link')).toHaveTextContent(LINK));
  });
});
