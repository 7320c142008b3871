import { AFFILIATE_RANKING_PERIODS, type AffiliateRankingPeriod } from '@member/shared';

/** Every path of the referral pages, named once (SPEC.md §2 "Referral", and the wallet's income withdrawal). */
export const REFER_PATHS = {
  hub: '/refer',
  overall: '/refer/overall',
  member: '/refer/member',
  profit: '/refer/profit',
  stats: '/refer/stats',
  ranking: '/refer/ranking',
  rankingOf: (period: AffiliateRankingPeriod) => `/refer/ranking/${period}`,
  profitManage: '/refer/profit-manage',
  history: '/refer/profit-manage/history',
  withdraw: '/refer/profit-manage/withdraw',
  withdrawDetail: (id: string) => `/refer/profit-manage/withdraw-detail?id=${encodeURIComponent(id)}`,
  incomeWithdraw: '/tx/withdraw/income',
} as const;

/** `/refer/ranking/last-week` → 'last-week'; `/refer/ranking` itself is this week's. */
export function periodOfPath(pathname: string): AffiliateRankingPeriod {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return AFFILIATE_RANKING_PERIODS.find((period) => period === last) ?? 'week';
}
