import type { AutoDepositSummary } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { AutoDepositCard, autoSharePercent } from './auto-deposit-card';

afterEach(() => vi.unstubAllGlobals());

const SUMMARY: AutoDepositSummary = {
  approved_today: 40,
  approved_automatically_today: 30,
  waiting_review: 3,
  silent_sources: [{ id: 4, name: 'ทรูมันนี่หลัก', last_line_at: '2026-11-28T01:00:00.000Z' }],
};

describe('the automatic deposits card', () => {
  it('shows today’s automatic share, the review queue and the silent sources, with links', async () => {
    mockApiAt('/api', { 'GET /admin/auto-deposit/summary': () => ok(SUMMARY) });
    renderAsOperator([{ path: '/dashboard', element: <AutoDepositCard /> }], '/dashboard');
    expect(await screen.findByRole('heading', { name: T.dashboardCard })).toBeTruthy();
    expect((await screen.findByTestId('auto-share')).textContent).toBe('75%');
    expect(screen.getByText(T.autoShare('30', '40'))).toBeTruthy();
    expect(screen.getByRole('link', { name: /รอตรวจสอบ/ }).getAttribute('href')).toBe(paths.statementReview);
    expect(screen.getByRole('alert').textContent).toContain(T.silentSince('ทรูมันนี่หลัก', '28/11/2026 08:00'));
    expect(screen.getByRole('link', { name: T.openSources }).getAttribute('href')).toBe(paths.statementSources);
  });

  it('leaves the warning out when no source is silent', async () => {
    mockApiAt('/api', { 'GET /admin/auto-deposit/summary': () => ok({ ...SUMMARY, silent_sources: [] }) });
    renderAsOperator([{ path: '/dashboard', element: <AutoDepositCard /> }], '/dashboard');
    await screen.findByTestId('auto-share');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not shown to a role without money.view', () => {
    const fetchMock = mockApiAt('/api', {});
    renderAsOperator([{ path: '/dashboard', element: <AutoDepositCard /> }], '/dashboard', 'content');
    expect(screen.queryByRole('heading', { name: T.dashboardCard })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the share in whole percent, 0 on a day without deposits', () => {
    expect(autoSharePercent(2, 3)).toBe(67);
    expect(autoSharePercent(0, 0)).toBe(0);
  });
});
