import { CONTENT, REGISTER_HINTS } from '@member/shared';
import { PageHeader } from '@/shared/ui/page-header';

/**
 * `/game`: the entrance to the games. The member signs in at the game provider with this username and
 * the site's own password (SPEC.md §2 register hint).
 */
export function GamePage({ username }: { username: string }) {
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={CONTENT.gameTitle} backTo="/" />
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
    </div>
  );
}
