import { BO_APP, BO_ROLE_LABELS } from '@member/shared/backoffice';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { signOut, useOperator } from '@/shared/api/session';
import { Button } from '@/shared/ui/button';
import { paths } from '@/shared/paths';
import { menuFor } from '../menu';

/** The frame of every screen: the menu the operator's role allows, who is signed in, sign out. */
export function AppLayout() {
  const { operator, can } = useOperator();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = menuFor(can);

  return (
    <div className="flex min-h-dvh">
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
              `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-accent text-white' : 'text-nav-text/90 hover:bg-white/10'}`
            }
          >
            {item.label}
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
        <main className="min-w-0 flex-1 p-4 lg:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
