import { AFFILIATE_RANKING_PERIODS, type AffiliateRankingPeriod } from '@member/shared';

/** `/refer/ranking/last-week` → 'last-week'; `/refer/ranking` itself is this week's. */
export function periodOfPath(pathname: string): AffiliateRankingPeriod {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return AFFILIATE_RANKING_PERIODS.find((period) => period === last) ?? 'week';
}
