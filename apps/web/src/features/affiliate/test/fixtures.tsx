import {
  ACCESS_TOKEN_KEY,
  type AffiliateData,
  type AffiliateIncome,
  type AffiliateWithdrawalRow,
  type Page,
} from '@member/shared';
import type { RouteObject } from 'react-router';
import { type MockReply, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

import IncomeWithdrawRoute from '../routes/income-withdraw-route';
import HistoryRoute from '../routes/history-route';
import MemberRoute from '../routes/member-route';
import OverallRoute from '../routes/overall-route';
import ProfitManageRoute from '../routes/profit-manage-route';
import ProfitRoute from '../routes/profit-route';
import RankingRoute from '../routes/ranking-route';
import ReferHubRoute from '../routes/refer-hub-route';
import StatsRoute from '../routes/stats-route';
import WithdrawDetailRoute from '../routes/withdraw-detail-route';
import WithdrawRoute from '../routes/withdraw-route';

export { locationOf } from '@/test/member-routes';

export const AFF_DATA: AffiliateData = {
  affRate: 5,
  secondLevelRate: 1.5,
  minWithdraw: 100,
  basis: 'net_loss',
  code: 'AB12CD',
  link: '/register?prefix=AB12CD',
};

export const INCOME: AffiliateIncome = {
  totalAff: 12345.5,
  totalDownlineMember: 12,
  availableAff: 1500.25,
  totalDepositMember: 9,
  pendingAff: 200,
};

export function withdrawalRow(overrides: Partial<AffiliateWithdrawalRow> = {}): AffiliateWithdrawalRow {
  return {
    id: '41',
    requested_at: '2026-03-04T05:06:00.000Z',
    amount: 300,
    status: 'pending',
    decided_at: null,
    note: null,
    ...overrides,
  };
}

export function pageOf<T>(items: T[], page = 1, total = items.length, limit = 20): { body: { data: Page<T> } } {
  return { body: { data: { items, page, limit, total } } };
}

type Handler = (body: unknown) => MockReply | Promise<MockReply>;

/** A signed-in member whose programme answers `AFF_DATA` and `INCOME`; `handlers` add or replace calls. */
export function signInAffiliate(handlers: Record<string, Handler> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  return mockFetch({
    'GET /income/aff-data': () => ({ body: { data: AFF_DATA } }),
    'GET /income/income-data': () => ({ body: { data: INCOME } }),
    ...handlers,
  });
}

/** The query strings sent to one endpoint, in order. */
export function sentQueries(fetchMock: ReturnType<typeof mockFetch>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith(path))
    .map((url) => url.searchParams);
}

/** The feature's pages on their paths (as app/routes.tsx mounts them), anything else a marker. */
const ROUTES: RouteObject[] = [
  { path: '/refer', Component: ReferHubRoute },
  { path: '/refer/overall', Component: OverallRoute },
  { path: '/refer/member', Component: MemberRoute },
  { path: '/refer/profit', Component: ProfitRoute },
  { path: '/refer/stats', Component: StatsRoute },
  ...['/refer/ranking', '/refer/ranking/week', '/refer/ranking/last-week', '/refer/ranking/flush'].map((path) => ({
    path,
    Component: RankingRoute,
  })),
  { path: '/refer/profit-manage', Component: ProfitManageRoute },
  { path: '/refer/profit-manage/history', Component: HistoryRoute },
  { path: '/refer/profit-manage/withdraw', Component: WithdrawRoute },
  { path: '/refer/profit-manage/withdraw-detail', Component: WithdrawDetailRoute },
  { path: '/tx/withdraw/income', Component: IncomeWithdrawRoute },
  { path: '*', element: <p>elsewhere</p> },
];

export function renderReferAt(url: string) {
  return renderRoutes(ROUTES, url);
}
