import type { Permission } from '@member/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useOperatorSession } from '@/shared/api/session';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { NotFoundRoute } from './routes/not-found-route';

/** Signed-in operators only: anyone else goes to sign-in and comes back here after it. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const session = useOperatorSession();
  const location = useLocation();
  if (session.status === 'pending') return <QueryState error={null} />;
  if (session.status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

/** A screen the operator's role may not open is, to them, a page that does not exist (the server refuses it too). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const session = useOperatorSession();
  if (session.status !== 'signed-in' || !session.can(permission)) return <NotFoundRoute />;
  return children;
}
