import {
  AFFILIATE_RANKING_PERIODS,
  type AffiliateRanking,
  type AffiliateRankingPeriod,
  formatDate,
  REFER,
} from '@member/shared';
import { Link, useLocation } from 'react-router';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { INVITE } from '../components/amount-rows';
import { paths } from '@/shared/paths';
import { useAffiliateRanking } from '../api/affiliate-queries';
import { Baht } from '../components/baht';
import { SubPage } from '@/shared/ui/sub-page';
import { periodOfPath } from '../lib/ranking-period';

function PeriodTabs({ period }: { period: AffiliateRankingPeriod }) {
  return (
    <nav
      aria-label={REFER.rankingPeriod}
      className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface p-1"
    >
      {AFFILIATE_RANKING_PERIODS.map((item) => (
        <Link
          key={item}
          to={paths.refer.rankingOf(item)}
          replace
          aria-current={item === period ? 'page' : undefined}
          className={`flex min-h-11 items-center justify-center rounded-lg text-center text-sm font-medium transition ${
            item === period ? 'bg-gradient-to-b from-accent to-accent-strong text-white' : 'text-muted hover:text-text'
          }`}
        >
          {REFER.rankingTabs[item]}
        </Link>
      ))}
    </nav>
  );
}

const MEDALS = ['text-gold', 'text-slate-200', 'text-amber-600'];

function RankingTable({ ranking }: { ranking: AffiliateRanking }) {
  const { start, end, rows, me } = ranking;
  return (
    <>
      <p className="text-center text-xs text-muted">
        {start ? `${REFER.rankingSince(formatDate(start, 'dateTime'))} ` : ''}
        {REFER.rankingUntil(formatDate(end, 'dateTime'))}
      </p>
      {rows.length === 0 ? (
        <EmptyState glyph="people" text={REFER.rankingEmpty} action={INVITE} />
      ) : (
        <ol
          aria-label={REFER.titles.ranking}
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {rows.map((row) => (
            <li
              key={row.rank}
              data-testid="ranking-row"
              aria-current={me.rank === row.rank ? 'true' : undefined}
              className={`flex items-center gap-3 px-4 py-3 ${me.rank === row.rank ? 'bg-gold/10' : ''}`}
            >
              <span
                className={`w-8 shrink-0 text-center text-base font-bold tabular-nums ${MEDALS[row.rank - 1] ?? 'text-muted'}`}
              >
                <span className="sr-only">{REFER.rank} </span>
                {row.rank}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm tabular-nums text-text">{row.username}</span>
              <Baht value={row.aff} className="shrink-0 font-semibold text-gold" />
            </li>
          ))}
        </ol>
      )}
      <section
        aria-label={REFER.myPlace}
        data-testid="my-place"
        className="flex items-center gap-3 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3"
      >
        <span className="w-8 shrink-0 text-center text-base font-bold text-gold tabular-nums">{me.rank ?? '-'}</span>
        <span className="min-w-0 flex-1 text-sm text-text">
          {REFER.myPlace}
          {me.rank === null && <span className="block text-xs text-muted">{REFER.notRanked}</span>}
        </span>
        <Baht value={me.aff} className="shrink-0 font-semibold text-gold" />
      </section>
    </>
  );
}

/** `/refer/ranking` (this week), `/week`, `/last-week`, `/flush`: the top 20 and the member's own place. */
export default function RankingRoute() {
  const period = periodOfPath(useLocation().pathname);
  const ranking = useAffiliateRanking(period);
  return (
    <SubPage title={REFER.titles.ranking} backTo={paths.refer.hub}>
      <PeriodTabs period={period} />
      {ranking.data ? (
        <RankingTable ranking={ranking.data} />
      ) : (
        <QueryState error={ranking.error} onRetry={() => void ranking.refetch()} />
      )}
    </SubPage>
  );
}
