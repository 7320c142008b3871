import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The 'page' transition: each path mounts fresh and fades in. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} data-transition="page" className="anim-page">
      {children}
    </div>
  );
}
