import { formatThousands } from '@member/shared';
import { BO_APP, BO_ROLE_LABELS } from '@member/shared/backoffice';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { signOut, useOperator } from '@/shared/api/session';
import { Button } from '@/shared/ui/button';
import { paths } from '@/shared/paths';
import { menuFor } from '../menu';
import { useMenuCounts } from '../menu-counts';

/** The frame of every screen: the menu the operator's role allows, who is signed in, sign out. */
export function AppLayout() {
  const { operator, can } = useOperator();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = menuFor(can);
  const counts = useMenuCounts(can);

  return (
    <div className="flex min-h-dvh">
      {/* First in the tab order, so the keyboard need not walk the whole menu on every screen. */}
      <a
        href="#main-content"
        className="fixed top-2 left-2 z-50 -translate-y-20 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white focus:translate-y-0"
      >
        {BO_APP.skipToContent}
      </a>
      <nav
        id="main-menu"
        aria-label={BO_APP.menu}
        className={`${menuOpen ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-20 w-60 flex-col gap-1 overflow-y-auto bg-nav p-3 text-nav-text lg:static lg:flex`}
      >
        <p className="px-3 py-4 text-lg font-semibold">{BO_APP.title}</p>
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            onClick={() => setMenuOpen(false)}
            className={({ isActive }) =>
              `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-accent text-white' : 'text-nav-text/90 hover:bg-white/10'}`
            }
          >
            {item.label}
            <WaitingCount count={item.waiting && counts[item.waiting]} />
          </NavLink>
        ))}
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-between gap-3 border-b border-line bg-surface px-4">
          <Button
            variant="ghost"
            size="sm"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? BO_APP.closeMenu : BO_APP.openMenu}
          </Button>
          <span className="ml-auto text-sm text-muted">
            <span className="font-semibold text-text">{operator.username}</span> · {BO_ROLE_LABELS[operator.role]}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void signOut().then(() => navigate(paths.signIn, { replace: true }))}
          >
            {BO_APP.signOut}
          </Button>
        </header>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none lg:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * The number beside a queue's menu item, when something waits. Its name follows the label ("คิวฝาก 2 รายการรอ"):
 * the spaces and the unit are hidden text, so the link's name starts with what it shows.
 */
function WaitingCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      data-testid="waiting-count"
      className="tabular min-w-6 rounded-full bg-red-600 px-1.5 text-center text-xs text-white"
    >
      <span className="sr-only"> </span>
      {formatThousands(count, 0)}
      <span className="sr-only"> {BO_APP.waiting}</span>
    </span>
  );
}
