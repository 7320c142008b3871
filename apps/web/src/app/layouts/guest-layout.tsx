import { UI } from '@member/shared';
import { Link, useMatches } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';
import { PageTransition } from '../components/page-transition';
import { isMemberOnlyMatch } from '../route-handle';

/** Visitor layout (SPEC.md §2): header with the logo and the login and register buttons. */
export function GuestLayout() {
  // The guard sends a visitor on a member-only page to /login: the page is never rendered for them,
  // so none of its calls goes out only to come back 401.
  const memberOnly = useMatches().some(isMemberOnlyMatch);
  return (
    <div className="mx-auto min-h-dvh max-w-[480px]">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-line/70 bg-bg/85 px-4 backdrop-blur">
        <Link to="/" aria-label="WALLET" className="flex h-11 shrink-0 items-center">
          <Logo className="h-7 w-auto" />
        </Link>
        <nav className="flex gap-2">
          <Link to="/login" className={buttonClass('secondary', 'px-3 text-sm')}>
            {UI.login}
          </Link>
          <Link to="/register" className={buttonClass('primary', 'px-3 text-sm')}>
            {UI.register}
          </Link>
        </nav>
      </header>
      <main>
        <PageTransition withhold={memberOnly} />
      </main>
    </div>
  );
}
