import { HOME, PAGE_TITLES, UI } from '@member/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';

/**
 * What a visitor sees at / (under the login dialog): the brand and the way in, why to join, then the
 * banners and promotions (`showcase`, composed by the app from the content and promotion features). The
 * showcase comes last because it arrives after the first screen: placed above, it would push the page down.
 */
export function GuestHome({ showcase }: { showcase?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 px-4 pt-8 pb-10">
      <h1 className="sr-only">{PAGE_TITLES.home}</h1>
      <section className="flex flex-col items-center gap-4 text-center">
        <div className="relative">
          <div aria-hidden="true" className="absolute inset-0 -z-10 scale-150 rounded-full bg-accent/25 blur-3xl" />
          <Logo className="h-12 w-auto" />
        </div>
        <p className="max-w-xs text-base leading-relaxed text-text/85">{UI.guestWelcome}</p>
        <div className="grid w-full max-w-xs grid-cols-2 gap-3">
          <Link to="/login" className={buttonClass('secondary')}>
            {UI.login}
          </Link>
          <Link to="/register" className={buttonClass('primary')}>
            {UI.register}
          </Link>
        </div>
      </section>
      <section aria-labelledby="why-join-title" className="rounded-2xl border border-line bg-surface p-4">
        <h2 id="why-join-title" className="mb-3 text-sm font-semibold text-gold">
          {HOME.whyJoinTitle}
        </h2>
        <ul className="flex flex-col gap-2 text-sm text-text/90">
          {HOME.whyJoin.map((reason) => (
            <li key={reason} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-gold" />
              {reason}
            </li>
          ))}
        </ul>
      </section>
      {showcase}
    </div>
  );
}
