import { UI } from '@member/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';

/** What a visitor sees at / (under the login dialog). */
export function GuestHome() {
  return (
    <section className="flex flex-col items-center gap-6 px-6 pt-16 pb-10 text-center">
      <div className="relative">
        <div aria-hidden="true" className="absolute inset-0 -z-10 scale-150 rounded-full bg-accent/25 blur-3xl" />
        <Logo className="h-14 w-auto" />
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
  );
}
