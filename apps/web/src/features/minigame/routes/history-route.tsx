import {
  formatDate,
  formatThousands,
  MINIGAME,
  MINIGAME_LABELS,
  type MinigameCoinRow,
  type MinigamePlayRow,
} from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useGames, useMinigameHistory } from '../api/minigame-queries';
import { HistoryList, HistoryRow } from '../components/history-row';
import { SubPage } from '@/shared/ui/sub-page';
import { Disclosure } from '@/shared/ui/disclosure';
import { PlayCheck } from '../components/play-check';
import { useVerifier } from '../hooks/use-verifier';
import { formatBaht, formatCoins, withSign } from '../lib/format';

const TABS = [
  { tab: 'plays', label: MINIGAME.playsTab },
  { tab: 'coins', label: MINIGAME.coinsTab },
] as const;
type Tab = (typeof TABS)[number]['tab'];

function Tabs({ current }: { current: Tab }) {
  return (
    <nav
      aria-label={MINIGAME.historyTabs}
      className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface p-1"
    >
      {TABS.map(({ tab, label }) => (
        <Link
          key={tab}
          to={tab === 'plays' ? paths.miniGame.history : `${paths.miniGame.history}?tab=${tab}`}
          replace
          aria-current={tab === current ? 'page' : undefined}
          className={`flex min-h-11 items-center justify-center rounded-lg text-sm font-medium transition ${
            tab === current ? 'bg-gradient-to-b from-accent to-accent-strong text-white' : 'text-muted hover:text-text'
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** What a play cost: `ใช้เหรียญ 1 เหรียญ`, `ใช้เครดิตมินิเกม 1.00 บาท`, `เล่นฟรี`. */
function paidWith(row: MinigamePlayRow): string {
  const payment = MINIGAME_LABELS.payments[row.paidWith];
  if (row.paidWith === 'free') return payment;
  const cost =
    row.paidWith === 'coins' ? MINIGAME.coinAmount(formatCoins(row.cost)) : MINIGAME.bahtAmount(formatBaht(row.cost));
  return `${payment} ${cost}`;
}

function Plays() {
  const plays = useMinigameHistory('play');
  const { checks, verify, verifyAll } = useVerifier();
  if (!plays.data) return <QueryState error={plays.error} onRetry={() => void plays.refetch()} />;
  const revealed = plays.data.filter((row) => row.serverSeed !== null);
  const done = revealed.flatMap((row) => {
    const check = checks[row.id];
    return check?.status === 'done' ? [check.verification.matches] : [];
  });
  return (
    <>
      {revealed.length > 0 && (
        <div className="flex flex-col gap-2">
          <Button variant="secondary" onClick={() => void verifyAll(revealed)}>
            {MINIGAME.verifyAll}
          </Button>
          {done.length > 0 && (
            <p role="status" data-testid="verify-summary" className="text-center text-sm text-text/85">
              {MINIGAME.verifySummary(
                formatThousands(done.filter(Boolean).length, 0),
                formatThousands(revealed.length, 0),
              )}
            </p>
          )}
        </div>
      )}
      <HistoryList
        empty={plays.data.length === 0}
        label={MINIGAME.playsTab}
        action={{ to: paths.miniGame.play, label: MINIGAME.emptyPlay }}
      >
        {plays.data.map((row) => (
          <HistoryRow
            key={row.id}
            title={row.game.name}
            time={formatDate(row.createdAt, 'short')}
            detail={paidWith(row)}
            amount={row.prize.label}
            negative={row.prize.kind === 'nothing'}
          >
            <Disclosure title={MINIGAME.fairTitle} testId="fairness" className="mt-2 bg-surface-2">
              <PlayCheck row={row} check={checks[row.id]} onVerify={() => void verify(row)} />
            </Disclosure>
          </HistoryRow>
        ))}
      </HistoryList>
    </>
  );
}

function CoinLines() {
  const coins = useMinigameHistory('coin');
  const games = useGames();
  const nameOf = (row: MinigameCoinRow) => games.data?.find((game) => game.slug === row.game)?.name;
  if (!coins.data) return <QueryState error={coins.error} onRetry={() => void coins.refetch()} />;
  return (
    <HistoryList
      empty={coins.data.length === 0}
      label={MINIGAME.coinsTab}
      action={{ to: paths.tx.deposit, label: MINIGAME.depositForCoins }}
    >
      {coins.data.map((row) => (
        <HistoryRow
          key={row.id}
          title={MINIGAME_LABELS.coinEntries[row.type]}
          time={formatDate(row.createdAt, 'short')}
          detail={nameOf(row)}
          amount={MINIGAME.coinAmount(withSign(row.amount, formatCoins(row.amount)))}
          negative={row.amount < 0}
        />
      ))}
    </HistoryList>
  );
}

/**
 * `/mini-game/history`: the member's plays, each verifiable in the browser once its server seed is
 * revealed, and the coin history (`?tab=coins`).
 */
export default function HistoryRoute() {
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'coins' ? 'coins' : 'plays';
  return (
    <SubPage title={MINIGAME.titles.history} backTo={paths.miniGame.hub}>
      <Tabs current={tab} />
      {tab === 'plays' ? <Plays /> : <CoinLines />}
    </SubPage>
  );
}
