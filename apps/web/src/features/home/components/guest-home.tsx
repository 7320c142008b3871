import { HOME, PAGE_TITLES, UI } from '@member/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';

/**
 * What a visitor sees at / (under the login dialog): the brand and the way in, why to join, then the
 * banners and promotions (`showcase`, composed by the app from the content and promotion features).
 * All of it fits the first screen of a 375 × 812 phone, so it is compact: the brand beside its line,
 * the reasons two by two. The showcase comes last because it arrives after the first screen: placed above,
 * it would push the page down.
 */
export function GuestHome({ showcase }: { showcase?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-10">
      <h1 className="sr-only">{PAGE_TITLES.home}</h1>
      <section className="flex items-center gap-3">
        <Logo className="h-9 w-auto" />
        <p className="text-sm leading-relaxed text-text/85">{UI.guestWelcome}</p>
      </section>
      <div className="grid grid-cols-2 gap-3">
        <Link to="/login" className={buttonClass('secondary')}>
          {UI.login}
        </Link>
        <Link to="/register" className={buttonClass('primary')}>
          {UI.register}
        </Link>
      </div>
      <section aria-labelledby="why-join-title" className="rounded-2xl border border-line bg-surface p-3">
        <h2 id="why-join-title" className="mb-2 text-sm font-semibold text-gold">
          {HOME.whyJoinTitle}
        </h2>
        <ul className="grid grid-cols-2 gap-2 text-xs leading-relaxed text-text/90">
          {HOME.whyJoin.map((reason) => (
            <li key={reason} className="flex items-start gap-1.5">
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
