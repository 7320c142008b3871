import type { PlayGame, PlayProviderGames } from '@member/shared';
import { CONTENT, GAME, REGISTER_HINTS } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CREDIT_QUERY_KEY, HISTORY_QUERY_KEY } from '@/shared/api/query-client';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { launchGameRequest, useGames } from '../api/game-api';
import { GameFrame } from './game-frame';
import { BreakGate } from '@/shared/ui/break-notice';

interface Launched {
  url: string;
  name: string;
}

/**
 * `/game`: the entrance to the games (issue 13). The member's game username and the note that the
 * password is the site's own (SPEC.md §2 register hint), the credit (`credit`, composed by the app),
 * the providers and their games; a game opens full-screen over the page, and closing it refreshes the
 * credit, which play has moved by the rounds' net.
 */
export function GamePage({ username, credit }: { username: string; credit?: ReactNode }) {
  const queryClient = useQueryClient();
  const games = useGames();
  const [launched, setLaunched] = useState<Launched | null>(null);
  // The game's play button: the frame opens after the loading dialog, so its own idea of the opener is that dialog.
  const opener = useRef<HTMLElement | null>(null);
  const launch = useMutation({
    mutationFn: ({ provider, game }: { provider: string; game: PlayGame }) => launchGameRequest(provider, game.code),
    onSuccess: (answer, { game }) => setLaunched({ url: answer.url, name: game.name }),
  });

  const close = () => {
    flushSync(() => setLaunched(null));
    if (opener.current?.isConnected) opener.current.focus();
    void queryClient.invalidateQueries({ queryKey: CREDIT_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
  };

  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={CONTENT.gameTitle} backTo="/" />
      {credit}
      <section className="flex flex-col gap-4 rounded-2xl border border-gold/20 bg-gradient-to-br from-accent-strong to-surface p-5">
        <p className="text-sm text-white/80">{CONTENT.gameIntro}</p>
        <dl className="flex flex-col gap-3">
          <div className="rounded-xl bg-black/25 px-4 py-3">
            <dt className="text-xs text-white/60">{CONTENT.gameUsername}</dt>
            <dd
              data-testid="game-username"
              className="text-2xl font-bold tracking-wider text-gold select-all tabular-nums"
            >
              {username}
            </dd>
          </div>
          <div className="rounded-xl bg-black/25 px-4 py-3">
            <dt className="text-xs text-white/60">{CONTENT.gamePassword}</dt>
            <dd className="font-medium text-white">{CONTENT.gamePasswordValue}</dd>
          </div>
        </dl>
        <p className="rounded-lg border border-gold/25 bg-gold/5 px-3 py-2 text-xs leading-relaxed text-gold/90">
          {REGISTER_HINTS.gamePassword}
        </p>
      </section>

      <section aria-labelledby="games-title" className="flex flex-col gap-3">
        <h2 id="games-title" className="text-base font-semibold text-gold">
          {GAME.providersTitle}
        </h2>
        {games.data ? (
          <BreakGate>
            <ProviderList
              providers={games.data}
              busy={launch.isPending}
              onPlay={(provider, game) => {
                opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                launch.mutate({ provider, game });
              }}
            />
          </BreakGate>
        ) : (
          <QueryState error={games.error} onRetry={() => void games.refetch()} />
        )}
      </section>

      <LoadingDialog open={launch.isPending} />
      <AlertDialog
        open={launch.isError}
        message={launch.error?.message || GAME.launchFailed}
        onClose={() => launch.reset()}
      />
      {launched && <GameFrame url={launched.url} name={launched.name} onClose={close} />}
    </div>
  );
}

function ProviderList({
  providers,
  busy,
  onPlay,
}: {
  providers: PlayProviderGames[];
  busy: boolean;
  onPlay: (provider: string, game: PlayGame) => void;
}) {
  if (providers.every((entry) => entry.games.length === 0)) {
    return <p className="py-6 text-center text-sm text-muted">{GAME.providersEmpty}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {providers.map(({ provider, games }) => (
        <section key={provider.code} aria-labelledby={`provider-${provider.code}`} className="flex flex-col gap-2">
          <h3 id={`provider-${provider.code}`} className="text-sm font-medium text-text/85">
            {provider.name}
          </h3>
          <ul className="grid grid-cols-2 gap-3">
            {games.map((game) => (
              <li
                key={game.code}
                className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-2 shadow-lg shadow-black/30"
              >
                <img
                  src={game.image}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  className="aspect-[8/5] w-full bg-black/30 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-3">
                  <p className="text-sm font-semibold text-text">{game.name}</p>
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={GAME.playGame(game.name)}
                    onClick={() => onPlay(provider.code, game)}
                    className="mt-auto inline-flex h-11 items-center justify-center rounded-xl bg-gradient-to-b from-accent to-accent-strong px-3 text-sm font-semibold text-white shadow-lg shadow-accent/25 hover:brightness-110 disabled:opacity-50"
                  >
                    {GAME.play}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
