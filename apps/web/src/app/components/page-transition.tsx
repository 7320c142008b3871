import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { markFirstScreen } from '@/shared/lib/after-first-screen';

/**
 * The 'page' transition: each path mounts fresh and fades in, except the first page of a visit, which
 * replaces the loading shell at once (a fade would only hold its first paint back). Mounting the first
 * page marks the first screen as rendered.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  useEffect(markFirstScreen, []);
  return (
    <div key={pathname} data-transition="page" className={pathname === firstPath ? undefined : 'anim-page'}>
      {children}
    </div>
  );
}
